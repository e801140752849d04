import { render, screen, within } from '@testing-library/react';
import { Timeline } from '@/components/marketing/Timeline';
import { getHelpCenterContent } from '@/lib/content/docs';

const moments = [
  { when: 'Minute 0', title: 'Store connected', text: 'Settings shows the store as connected.' },
  { when: 'Within the hour', title: 'First stock read', text: 'Last Sync Data shows a time.' },
  { when: 'Day 2 onward', title: 'Health checks', text: 'A failed check names its cause.' },
];

describe('Timeline', () => {
  it.each([false, true])('lists the moments in order under its label (across: %s)', (across) => {
    render(<Timeline label="What you see, and when" items={moments} across={across} />);
    const list = screen.getByRole('list', { name: 'What you see, and when' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Store connected', 'First stock read', 'Health checks']);
  });

  const six = [...moments, ...moments.map((moment) => ({ ...moment, title: `${moment.title} again` }))];

  it('across the width, lays an even number of moments in full rows with no line running down from one to the next', () => {
    render(<Timeline label="Week" items={six} across />);
    const list = screen.getByRole('list', { name: 'Week' });
    expect(list).toHaveClass('grid', 'md:grid-cols-2', 'lg:grid-cols-3');
    for (const item of within(list).getAllByRole('listitem')) expect(item.className).not.toMatch(/before:/);
  });

  // Each moment's dot, filled (the brand colour) or hollow (a ring).
  const dots = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((item) =>
        item.querySelector('[aria-hidden="true"]')!.classList.contains('bg-brand-600') ? 'filled' : 'hollow',
      );

  // A page is static: no moment is "now", so no dot is set apart from the others (a filled last dot
  // read as a current step: outside review), in any of the three layouts.
  it.each([
    ['default', {}],
    ['across', { across: true }],
    ['rail', { rail: true }],
  ])('marks every moment with the same dot (%s)', (_, layout) => {
    render(<Timeline label="Story" items={moments} {...layout} />);
    const list = screen.getByRole('list', { name: 'Story' });
    expect(dots(list)).toEqual(['filled', 'filled', 'filled']);
    const classes = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[aria-hidden="true"]')!.className);
    expect(new Set(classes).size).toBe(1);
  });

  it('across the width, sets 3 moments one under another, then in one row of three from 1024 px', () => {
    render(<Timeline label="Week" items={six.slice(0, 3)} across />);
    const list = screen.getByRole('list', { name: 'Week' });
    expect(list).toHaveClass('grid', 'lg:grid-cols-3');
    expect(list.className).not.toMatch(/md:grid-cols/);
  });

  it.each([5])(
    'across the width, sets %i moments down one line in a reading column at every width, never in columns',
    (count) => {
      render(<Timeline label="Rollout" items={six.slice(0, count)} across />);
      const list = screen.getByRole('list', { name: 'Rollout' });
      // Five across at 1440 px set long steps in narrow columns with two-line headings (outside review).
      expect(list).toHaveClass('grid', 'max-w-3xl');
      expect(list.className).not.toMatch(/grid-cols/);
      for (const item of within(list).getAllByRole('listitem')) {
        expect(item).toHaveClass('pl-9', 'not-last:before:absolute');
        expect(item.className).not.toMatch(/xl:/);
      }
    },
  );
});

describe("the docs landing's setup drawing", () => {
  it('shows each step with how long it takes, and no progress of the visitor', () => {
    const { checklist } = getHelpCenterContent().start;
    expect(checklist.steps.map((step) => step.takes)).toEqual(['About 2 min', 'About 5 min', 'Under 5 min']);
    expect(JSON.stringify(checklist)).not.toMatch(/done|syncing|of 3/i);
  });
});
