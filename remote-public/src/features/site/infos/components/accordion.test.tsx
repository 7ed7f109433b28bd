import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const ITEMS = [
  { id: 'un', title: 'Premier sujet', content: <p>Texte un</p> },
  { id: 'deux', title: 'Deuxième sujet', content: <p>Texte deux</p> },
  { id: 'trois', title: 'Troisième sujet', content: <p>Texte trois</p> },
];

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed, with buttons inside headings that control labelled regions', () => {
    render(<Accordion items={ITEMS} />);
    const first = trigger('Premier sujet');
    expect(first.closest('h2')).not.toBeNull();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(first.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens one panel at a time and closes the open one when clicked again', async () => {
    render(<Accordion items={ITEMS} />);
    await userEvent.click(trigger('Premier sujet'));
    expect(trigger('Premier sujet')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Premier sujet' })).toHaveTextContent('Texte un');

    await userEvent.click(trigger('Deuxième sujet'));
    expect(trigger('Premier sujet')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Deuxième sujet')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByText('Texte un')).not.toBeVisible();

    await userEvent.click(trigger('Deuxième sujet'));
    expect(trigger('Deuxième sujet')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works with the keyboard: Enter and Space toggle, arrows, Home and End move between headers', async () => {
    render(<Accordion items={ITEMS} />);
    await userEvent.tab();
    expect(trigger('Premier sujet')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(trigger('Premier sujet')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger('Deuxième sujet')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(trigger('Deuxième sujet')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Premier sujet')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    expect(trigger('Troisième sujet')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger('Premier sujet')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(trigger('Troisième sujet')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(trigger('Premier sujet')).toHaveFocus();
  });
});
