import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { MemoryRouter } from 'react-router';
import { fetchArtisan } from '@annuaire/shared/client/artisans';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { artisanPublic, card } from '../../../test/fixtures';
import { ArtisanDetailsModal } from './artisan-details-modal';

jest.mock('@annuaire/shared/client/artisans');

function renderModal(onClose = jest.fn()) {
  render(withQueryClient(<ArtisanDetailsModal artisan={card({ id: 1 })} onClose={onClose} />), {
    wrapper: MemoryRouter,
  });
  return onClose;
}

function valueOf(term: string): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('ArtisanDetailsModal', () => {
  it("shows 'Détails de l'artisan' with the spec's fields", async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisanPublic());
    renderModal();
    const dialog = screen.getByRole('dialog', { name: "Détails de l'artisan" });
    await within(dialog).findByText('SIRET');
    expect(valueOf("Nom de l'entreprise")).toBe('Plomberie Briviste');
    expect(valueOf('Spécialités')).toBe('Chauffagiste, Plombier');
    expect(valueOf("Rayon d'activité")).toBe('30 km');
    expect(valueOf('Ville')).toBe('Brive-la-Gaillarde');
    expect(valueOf('SIRET')).toBe('35600000000048');
    expect(valueOf('SIREN')).toBe('356000000');
    expect(valueOf("Années d'expérience")).toBe('12 ans');
    expect(within(dialog).getByRole('link', { name: 'Gérer les images et la description' })).toHaveAttribute(
      'href',
      '/backoffice/admin/artisan/1',
    );
  });

  it("says 'Non renseignées' without trades and hides unknown experience", async () => {
    jest
      .mocked(fetchArtisan)
      .mockResolvedValue(artisanPublic({ specialitesDetails: [], specialites: [], anneeExperience: null }));
    renderModal();
    await screen.findByText('SIRET');
    expect(valueOf('Spécialités')).toBe('Non renseignées');
    expect(screen.queryByText("Années d'expérience")).not.toBeInTheDocument();
  });

  it("closes with 'Fermer'", async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisanPublic());
    const onClose = renderModal();
    const buttons = screen.getAllByRole('button', { name: 'Fermer' });
    await userEvent.click(buttons[buttons.length - 1]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a load failure', async () => {
    jest.mocked(fetchArtisan).mockRejectedValue(new ApiRequestError('Artisan introuvable.', 404));
    renderModal();
    expect(await screen.findByRole('alert')).toHaveTextContent('Artisan introuvable.');
  });
});
