import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const ITEMS = ['One', 'Two', 'Three'].map((title) => ({
  id: title.toLowerCase(),
  title,
  content: <p>Answer {title}</p>,
}));

describe('Accordion', () => {
  it('opens and closes an answer, wiring the button to its region', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    const button = screen.getByRole('button', { name: 'Two' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Two' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Two' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Answer Two');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: arrows, Home and End move, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Three' })).toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Three' })).toHaveAttribute('aria-expanded', 'false');
  });
});
