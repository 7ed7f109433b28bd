import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

describe('Select', () => {
  const options = [
    { value: 'PARTICULIER', label: 'Particulier' },
    { value: 'PROFESSIONNEL', label: 'Professionnel' },
  ];

  it('is named by its label, offers a placeholder and reports the choice', async () => {
    const onChange = jest.fn();
    render(
      <Select label="Vous êtes" placeholder="Choisir..." options={options} required onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Vous êtes' });
    expect(select).toBeRequired();
    expect(screen.getByRole('option', { name: 'Choisir...' })).toHaveValue('');
    await userEvent.selectOptions(select, 'Professionnel');
    expect(select).toHaveValue('PROFESSIONNEL');
    expect(onChange).toHaveBeenCalled();
  });

  it('is invalid and described by its error', () => {
    render(<Select label="Rôle" options={options} error="Le rôle est obligatoire." />);
    const select = screen.getByRole('combobox', { name: 'Rôle' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Le rôle est obligatoire.');
  });
});
