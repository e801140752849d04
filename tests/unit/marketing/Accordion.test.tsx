import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, toggleOpen } from '@/components/ui/Accordion';

const items = [
  { id: 'first-question', title: 'First question?', html: '<p>First answer.</p>' },
  { id: 'second-question', title: 'Second question?', html: '<p>Second answer.</p>' },
  { id: 'third-question', title: 'Third question?', html: '<p>Third answer.</p>' },
];

const button = (name: string) => screen.getByRole('button', { name });
const expanded = () => screen.getAllByRole('button').map((el) => el.getAttribute('aria-expanded'));

describe('toggleOpen', () => {
  it('keeps one open id or none in single mode, any number in multiple mode', () => {
    expect(toggleOpen([], 'a', 'single')).toEqual(['a']);
    expect(toggleOpen(['a'], 'b', 'single')).toEqual(['b']);
    expect(toggleOpen(['a'], 'a', 'single')).toEqual([]);
    expect(toggleOpen(['a'], 'b', 'multiple')).toEqual(['a', 'b']);
    expect(toggleOpen(['a', 'b'], 'a', 'multiple')).toEqual(['b']);
  });
});

describe('Accordion', () => {
  it('starts closed; each button controls its labelled panel', () => {
    render(<Accordion items={items} mode="single" />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    const first = button('First question?');
    const panel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', first.id);
    expect(first.closest('[id="first-question"]')).not.toBeNull();
  });

  it('single mode: opening an item closes the open one, clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} mode="single" />);
    await user.click(button('First question?'));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(screen.getByText('First answer.')).toBeVisible();
    await user.click(button('Second question?'));
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(screen.getByText('First answer.')).not.toBeVisible();
    await user.click(button('Second question?'));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('multiple mode: items open and close independently, by keyboard too', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} mode="multiple" />);
    await user.click(button('First question?'));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['true', 'true', 'false']);
    await user.click(button('First question?'));
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(screen.getByText('Second answer.')).toBeVisible();
  });

  it('hash-linked: opens the item named by the URL fragment, on load and on hashchange, and scrolls to it', async () => {
    const scrolled: string[] = [];
    // jsdom has no layout, so no scrollIntoView: record which element asked to be scrolled to.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    window.history.replaceState(null, '', '#second-question');
    render(<Accordion items={items} hashLinked />);
    expect(expanded()).toEqual(['false', 'true', 'false']);
    await waitFor(() => expect(scrolled).toEqual(['second-question']));
    await act(async () => {
      window.location.hash = 'third-question';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(expanded()).toEqual(['false', 'true', 'true']);
    window.history.replaceState(null, '', '#');
  });

  it('ignores the fragment unless hash-linked', () => {
    window.history.replaceState(null, '', '#second-question');
    render(<Accordion items={items} />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    window.history.replaceState(null, '', '#');
  });
});
