/** @jest-environment node */
import { REQUESTED_ADDRESS_ATTRIBUTE, requestedAddressScript } from '@/lib/first-paint/not-found';

/*
 * The 404 page's "You asked for" line (lib/first-paint/not-found.ts), run as the page runs it: the
 * address is hostile, so it may only ever be written as text, its path alone (never the host), cut when very long.
 */
function show(pathname: string, host = 'linkwell.example') {
  const slot = { hidden: true, code: { textContent: '' } };
  const document = {
    querySelector: (selector: string) => {
      expect(selector).toBe(`[${REQUESTED_ADDRESS_ATTRIBUTE}]`);
      return {
        set hidden(value: boolean) {
          slot.hidden = value;
        },
        querySelector: () => slot.code,
      };
    },
  };
  new Function('document', 'location', requestedAddressScript.source)(document, { pathname, host });
  return slot;
}

describe('the address asked for', () => {
  it('shows the decoded path without the host, and unhides its line', () => {
    expect(show('/vendor%20list')).toEqual({ hidden: false, code: { textContent: '/vendor list' } });
  });

  it('writes markup in an address as text, and keeps a malformed escape as it came', () => {
    expect(show('/%3Cscript%3Ealert(1)%3C/script%3E').code.textContent).toBe('/<script>alert(1)</script>');
    expect(show('/%E0%A4%A').code.textContent).toBe('/%E0%A4%A');
  });

  it('cuts a very long address to 90 characters, ending in an ellipsis', () => {
    const { textContent } = show(`/${'x'.repeat(500)}`).code;
    expect(textContent).toHaveLength(90);
    expect(textContent.endsWith('\u2026')).toBe(true);
  });
});
