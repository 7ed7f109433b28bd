import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox, CheckboxGroup } from './checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="Montrer aux clients" hint="Votre numéro sera public" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Montrer aux clients' });
    expect(box).toHaveAccessibleDescription('Votre numéro sera public');
    await userEvent.click(screen.getByText('Montrer aux clients'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is invalid and described by its error', () => {
    render(<Checkbox label="J'accepte" error="Obligatoire" />);
    expect(screen.getByRole('checkbox', { name: "J'accepte" })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CheckboxGroup', () => {
  it('adds and removes values', async () => {
    const changes: number[][] = [];
    function Group() {
      const [value, setValue] = useState<number[]>([2]);
      return (
        <CheckboxGroup
          legend="Spécialités"
          options={[
            { value: 1, label: 'Plombier' },
            { value: 2, label: 'Électricien' },
          ]}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Group />);
    expect(screen.getByRole('group', { name: 'Spécialités' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Électricien' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Plombier' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Électricien' }));
    expect(changes).toEqual([[2, 1], [1]]);
    expect(screen.getByRole('checkbox', { name: 'Plombier' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Électricien' })).not.toBeChecked();
  });
});
