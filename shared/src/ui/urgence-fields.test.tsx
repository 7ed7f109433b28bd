import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UrgenceFields } from './urgence-fields';

function Form({ error }: { error?: string }) {
  const [urgent, setUrgent] = useState(false);
  const [horaires, setHoraires] = useState('');
  return (
    <UrgenceFields
      urgence={{
        hint: 'L’artisan intervient en urgence.',
        checked: urgent,
        onChange: (event) => setUrgent(event.target.checked),
      }}
      horaires={{ value: horaires, onChange: (event) => setHoraires(event.target.value), error }}
      disponible={{ name: 'disponibleSousJours', defaultValue: '' }}
    />
  );
}

describe('UrgenceFields', () => {
  it('asks the hours, required, only once « Dépannage en urgence » is checked', async () => {
    render(<Form error="Indiquez les horaires du dépannage en urgence." />);
    const urgence = screen.getByRole('checkbox', { name: 'Dépannage en urgence' });
    expect(urgence).toHaveAccessibleDescription('L’artisan intervient en urgence.');
    expect(screen.queryByRole('textbox', { name: /Horaires/ })).not.toBeInTheDocument();
    await userEvent.click(urgence);
    const horaires = screen.getByRole('textbox', { name: /Horaires du dépannage en urgence/ });
    expect(horaires).toBeRequired();
    expect(horaires).toHaveAttribute('maxLength', '80');
    expect(horaires).toHaveAccessibleDescription(/Indiquez les horaires du dépannage en urgence\./);
  });

  it('bounds « Disponible sous (jours) » from 1 to 90 days and says so', () => {
    render(<Form />);
    const disponible = screen.getByRole('spinbutton', { name: 'Disponible sous (jours)' });
    expect(disponible).toHaveAttribute('min', '1');
    expect(disponible).toHaveAttribute('max', '90');
    expect(disponible).toHaveAccessibleDescription(
      'Facultatif. De 1 à 90 jours ; affiché avec sa date et retiré après 30 jours.',
    );
  });
});
