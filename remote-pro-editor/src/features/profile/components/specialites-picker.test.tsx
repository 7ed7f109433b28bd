import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SPECIALITES } from '../../../test/fixtures';
import { SpecialitesPicker } from './specialites-picker';

function Harness({ initial, onChange }: { initial: number[]; onChange: (value: number[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SpecialitesPicker
      specialites={SPECIALITES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SpecialitesPicker', () => {
  it('lists the trades alphabetically with the chosen ones summed up', () => {
    render(<Harness initial={[1, 4]} onChange={jest.fn()} />);
    const names = screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'));
    expect(names).toEqual(['4', '2', '3', '1']);
    expect(screen.getByText('2 spécialités choisies : Chauffagiste, Plombier.')).toBeInTheDocument();
  });

  it('filters without case or accents and keeps choices hidden by the filter', async () => {
    const onChange = jest.fn();
    render(<Harness initial={[1]} onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrer les spécialités' }), 'electri');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Électricien' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filtrer les spécialités' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrer les spécialités' }), 'zinc');
    expect(screen.getByText('Aucune spécialité ne correspond à « zinc ».')).toBeInTheDocument();
    expect(screen.getByText('2 spécialités choisies : Électricien, Plombier.')).toBeInTheDocument();
  });
});
