/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost//documentation//quick-start-guide?from=mail#step-2"}
 */
import { mergeSlashesScript } from '@/lib/first-paint/merge-slashes';

const run = () => new Function(mergeSlashesScript.source)();

describe('the address fix (an address with a run of slashes, before the router reads it)', () => {
  it('rewrites //documentation//quick-start-guide to the merged path on this origin, query and fragment kept', () => {
    const origin = location.origin;
    run();
    expect(location.href).toBe(`${origin}/documentation/quick-start-guide?from=mail#step-2`);
  });

  it('leaves an address without a run of slashes alone, and keeps the history state it finds', () => {
    history.replaceState({ kept: true }, '', '/pricing?x=1');
    const replace = jest.spyOn(history, 'replaceState');
    run();
    expect(replace).not.toHaveBeenCalled();
    history.replaceState({ kept: true }, '', '/documentation///add-vendor');
    run();
    expect(location.pathname).toBe('/documentation/add-vendor');
    expect(history.state).toEqual({ kept: true });
    replace.mockRestore();
  });
});
