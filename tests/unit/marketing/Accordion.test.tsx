import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from '@/components/ui/Accordion';

const items = [
  { id: 'first-question', title: 'First question?', html: '<p>First answer.</p>' },
  { id: 'second-question', title: 'Second question?', html: '<p>Second answer.</p>' },
  { id: 'third-question', title: 'Third question?', html: '<p>Third answer.</p>' },
];

const details = () => Array.from(document.querySelectorAll('details'));
const opened = () => details().map((element) => element.open);
const summary = (title: string) => screen.getByRole('heading', { name: title }).closest('summary')!;

describe('Accordion', () => {
  it('is native: each question a <details> (its anchor) whose <summary> holds the heading, all closed', () => {
    render(<Accordion items={items} mode="single" />);
    expect(details().map((element) => element.id)).toEqual(items.map((item) => item.id));
    expect(opened()).toEqual([false, false, false]);
    expect(summary('First question?').parentElement).toBe(details()[0]);
    expect(screen.getByRole('heading', { level: 3, name: 'First question?' })).toBeInTheDocument();
    // Nothing to replay: no element asks the early-click recorder to hold its clicks.
    expect(document.querySelector('[data-early-clicks]')).toBeNull();
  });

  it('with a link label, ends each answer with a link to its own anchor; without one, adds no link', () => {
    const { unmount } = render(<Accordion items={items} linkLabel="Link to this answer" />);
    expect(
      screen
        .getAllByRole('link', { name: 'Link to this answer', hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#first-question', '#second-question', '#third-question']);
    unmount();
    render(<Accordion items={items} />);
    expect(screen.queryAllByRole('link', { hidden: true })).toEqual([]);
  });

  it('single mode: the items share one name, so the browser keeps one open or none (SPEC, Home FAQ)', () => {
    render(<Accordion items={items} mode="single" />);
    const names = details().map((element) => element.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it('multiple mode: no name, so each item opens and closes on its own (SPEC, FAQ page)', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} mode="multiple" />);
    expect(details().map((element) => element.getAttribute('name'))).toEqual([null, null, null]);
    await user.click(summary('First question?'));
    await user.click(summary('Second question?'));
    await waitFor(() => expect(opened()).toEqual([true, true, false]));
  });

  it('hash-linked: opens the item named by the URL fragment, on load and on hashchange, and scrolls to it', async () => {
    const scrolled: string[] = [];
    // jsdom has no layout, so no scrollIntoView: record which element asked to be scrolled to.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    window.history.replaceState(null, '', '#second-question');
    render(<Accordion items={items} hashLinked />);
    expect(opened()).toEqual([false, true, false]);
    await waitFor(() => expect(scrolled).toEqual(['second-question']));
    await act(async () => {
      window.location.hash = 'third-question';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(opened()).toEqual([false, true, true]);
    window.history.replaceState(null, '', '#');
  });

  it('ignores the fragment unless hash-linked', () => {
    window.history.replaceState(null, '', '#second-question');
    render(<Accordion items={items} />);
    expect(opened()).toEqual([false, false, false]);
    window.history.replaceState(null, '', '#');
  });
});
