import { render } from '@testing-library/react';
import { keepRangesWhole } from '@/components/ui/WholeRanges';
import { renderMarkdown } from '@/lib/content/markdown';
import { supportHours, supportHoursRange } from '@/lib/site/site';

describe('the support hours and ranges on one line', () => {
  it('are the hours inside supportHours', () => {
    expect(supportHours).toContain(supportHoursRange);
  });

  it("wrap the hours in a component's text in a span that never breaks, the text unchanged", () => {
    const text = `Our team is available ${supportHours}.`;
    const { container } = render(<p>{keepRangesWhole(text)}</p>);
    expect(container.textContent).toBe(text);
    const spans = container.querySelectorAll('span.whitespace-nowrap');
    expect([...spans].map((span) => span.textContent)).toEqual([supportHoursRange]);
    expect(keepRangesWhole('No hours here.')).toBe('No hours here.');
  });

  it('keep a range of numbers whole too, the text unchanged ("1-" over "2 days" at 375 px: outside review GGGGGG)', () => {
    const text = 'The first full sync takes a few hours to 1-2 days, in 10-15 minutes a vendor.';
    const { container } = render(<p>{keepRangesWhole(text)}</p>);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent)).toEqual([
      '1-2',
      '10-15',
    ]);
    // A SKU or a date is not a range.
    expect(keepRangesWhole('SKU NL-20417, 2026-11-28')).toBe('SKU NL-20417, 2026-11-28');
  });

  it('wrap them in Markdown the same way', async () => {
    const { html } = await renderMarkdown(`Reach us ${supportHours}.`);
    expect(html).toContain(`<span class="whitespace-nowrap">${supportHoursRange}</span>`);
  });
});
