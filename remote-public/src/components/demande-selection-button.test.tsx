import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DemandeSelectionButton } from './demande-selection-button';
import { toggleDemandeArtisan } from '../hooks/use-demande-selection';

const artisan = (id: number) => ({ id, entrepriseNom: `Entreprise ${id}` });

beforeEach(() => {
  sessionStorage.clear();
});

describe('DemandeSelectionButton', () => {
  it('adds the artisan to the selection and takes it out, counting out of three', async () => {
    toggleDemandeArtisan(artisan(1), true);
    toggleDemandeArtisan(artisan(2), true);
    render(<DemandeSelectionButton artisan={artisan(3)} />);
    const button = screen.getByRole('button', { name: 'Ajouter à ma demande (2/3) : Entreprise 3' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Retirer de ma demande (3/3) : Entreprise 3' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /Retirer de ma demande/ }));
    expect(screen.getByRole('button', { name: 'Ajouter à ma demande (2/3) : Entreprise 3' })).toBeEnabled();
  });

  it('is disabled, saying why, for a fourth artisan', () => {
    [1, 2, 3].forEach((id) => toggleDemandeArtisan(artisan(id), true));
    render(<DemandeSelectionButton artisan={artisan(4)} />);
    const button = screen.getByRole('button', { name: /Ajouter à ma demande \(3\/3\)/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('3 artisans au plus par demande');
  });

  it('renders the empty selection on the server, whatever the tab holds', () => {
    toggleDemandeArtisan(artisan(1), true);
    const html = renderToString(<DemandeSelectionButton artisan={artisan(1)} />);
    expect(html).toContain('Ajouter à ma demande (0/3)');
    expect(html).toContain('aria-disabled="true"');
  });

  it('follows a change made elsewhere in the tab', () => {
    render(<DemandeSelectionButton artisan={artisan(1)} />);
    act(() => toggleDemandeArtisan(artisan(9), true));
    expect(screen.getByRole('button', { name: 'Ajouter à ma demande (1/3) : Entreprise 1' })).toBeEnabled();
  });
});
