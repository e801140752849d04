import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageError from '@/app/error';

describe('the page error fallback', () => {
  it('announces what happened, and offers a retry, a reload and a way to support', async () => {
    const reset = jest.fn();
    render(<PageError error={new Error('boom')} reset={reset} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Something Went Wrong on This Page' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('Reload the page or try again. Forms keep a draft of what you typed, so nothing is lost.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
