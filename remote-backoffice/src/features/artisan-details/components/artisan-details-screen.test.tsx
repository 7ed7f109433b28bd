import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { fetchArtisan } from '@annuaire/shared/client/artisans';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { artisanPublic } from '../../../test/fixtures';
import { ArtisanDetailsScreen } from './artisan-details-screen';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/artisan-details');
jest.mock('@annuaire/shared/client/artisans');

function renderAt(path: string) {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/backoffice/admin/artisan/:artisanId" element={<ArtisanDetailsScreen />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

describe('ArtisanDetailsScreen', () => {
  it('lists the existing details as forms by type, with the counts, then the add form', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisanPublic({ id: 3 }));
    jest.mocked(fetchArtisanDetails).mockResolvedValue([
      { id: 1, artisanId: 3, type: 'DESCRIPTION', description: 'Texte.', pathImg: null },
      { id: 2, artisanId: 3, type: 'NORME', description: null, pathImg: '/uploads/artisans/3/a.webp' },
      { id: 3, artisanId: 3, type: 'NORME', description: null, pathImg: '/uploads/artisans/3/b.webp' },
    ]);
    renderAt('/backoffice/admin/artisan/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détails de Plomberie Briviste' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Norme ou certification : 2 / 10')).toBeInTheDocument();
    expect(screen.getByText('Image principale : 0 / 1')).toBeInTheDocument();
    const existing = screen.getByRole('region', { name: 'Détails existants' });
    expect(within(existing).getAllByRole('form')).toHaveLength(3);
    expect(within(existing).getByRole('heading', { name: 'Normes et certifications' })).toBeInTheDocument();
    const add = screen.getByRole('region', { name: 'Ajouter un détail' });
    expect(within(add).getByRole('button', { name: 'Ajouter le détail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute(
      'href',
      '/backoffice/admin/artisans',
    );
    expect(screen.getByRole('link', { name: 'Voir la page publique' })).toHaveAttribute('href', '/artisan/3');
    expect(document.title).toBe('Détails de Plomberie Briviste – Back-office – Annuaire des artisans');
  });

  it('says when there is no detail yet', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisanPublic({ id: 3 }));
    jest.mocked(fetchArtisanDetails).mockResolvedValue([]);
    renderAt('/backoffice/admin/artisan/3');
    expect(await screen.findByText('Aucun détail pour cet artisan.')).toBeInTheDocument();
  });

  it('shows an unknown artisan in French', async () => {
    jest.mocked(fetchArtisan).mockRejectedValue(new ApiRequestError('Artisan introuvable.', 404));
    jest.mocked(fetchArtisanDetails).mockRejectedValue(new ApiRequestError('Artisan introuvable.', 404));
    renderAt('/backoffice/admin/artisan/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Artisan introuvable.');
  });

  it('refuses an address that is not an id', () => {
    renderAt('/backoffice/admin/artisan/abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Cette adresse ne désigne aucun artisan.');
    expect(fetchArtisan).not.toHaveBeenCalled();
  });
});
