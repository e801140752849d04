import { render } from '@testing-library/react';
import { keepHoursWhole } from '@/components/ui/WholeHours';
import { renderMarkdown } from '@/lib/content/markdown';
import { supportHours, supportHoursRange } from '@/lib/site/site';

describe('the support hours on one line', () => {
  it('are the hours inside supportHours', () => {
    expect(supportHours).toContain(supportHoursRange);
  });

  it("wrap the hours in a component's text in a span that never breaks, the text unchanged", () => {
    const text = `Our team is available ${supportHours}.`;
    const { container } = render(<p>{keepHoursWhole(text)}</p>);
    expect(container.textContent).toBe(text);
    const spans = container.querySelectorAll('span.whitespace-nowrap');
    expect([...spans].map((span) => span.textContent)).toEqual([supportHoursRange]);
    expect(keepHoursWhole('No hours here.')).toBe('No hours here.');
  });

  it('wrap them in Markdown the same way', async () => {
    const { html } = await renderMarkdown(`Reach us ${supportHours}.`);
    expect(html).toContain(`<span class="whitespace-nowrap">${supportHoursRange}</span>`);
  });
});
