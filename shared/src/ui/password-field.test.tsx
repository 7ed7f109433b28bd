import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    render(<PasswordField label="Mot de passe" required />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toBeRequired();

    const show = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);

    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Masquer le mot de passe' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('does not submit its form when toggled', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Mot de passe" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows its error and is described by it', () => {
    render(<PasswordField label="Mot de passe" error="Le mot de passe est obligatoire." />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Le mot de passe est obligatoire.');
  });
});
