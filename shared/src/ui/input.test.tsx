import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea, TextField } from './input';

describe('TextField', () => {
  it('is named by its label and marked required', () => {
    render(<TextField label="Nom" required />);
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('describes itself with the hint and the error, and is invalid on error', () => {
    render(<TextField label="Téléphone" hint="10 à 15 chiffres" error="Numéro de téléphone invalide." />);
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('10 à 15 chiffres Numéro de téléphone invalide.');
    expect(screen.getByText('Numéro de téléphone invalide.')).toBeInTheDocument();
  });

  it('keeps a caller-given id and extra description', () => {
    render(
      <>
        <p id="extra">Visible par les clients</p>
        <TextField id="email" label="E-mail" type="email" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAccessibleDescription('Visible par les clients');
  });

  it('can hide its label visually and still be named', () => {
    render(<TextField label="Spécialité" hideLabel placeholder="Spécialité..." />);
    expect(screen.getByRole('textbox', { name: 'Spécialité' })).toHaveAttribute(
      'placeholder',
      'Spécialité...',
    );
  });

  it('forwards typing to onChange', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Ville" value={value} onChange={(event) => setValue(event.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Ville' }), 'Brive');
    expect(screen.getByRole('status')).toHaveTextContent('Brive');
  });
});

describe('TextArea', () => {
  it('associates its error and counts characters', async () => {
    render(<TextArea label="Description" maxLength={500} showCount error="Trop long" />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Trop long');
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await userEvent.type(textarea, 'Bonjour');
    expect(screen.getByText('7 / 500')).toBeInTheDocument();
  });
});
