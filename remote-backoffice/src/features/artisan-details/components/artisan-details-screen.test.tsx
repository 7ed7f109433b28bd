import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { fetchArtisan } from '@annuaire/shared/client/artisans';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { artisanDetail, artisanPublic } from '../../../test/fixtures';
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
    jest
      .mocked(fetchArtisanDetails)
      .mockResolvedValue([
        artisanDetail(1, 'DESCRIPTION', { description: 'Texte.' }),
        artisanDetail(2, 'NORME'),
        artisanDetail(3, 'NORME'),
      ]);
    renderAt('/backoffice/admin/artisan/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détails de Plomberie Briviste' }),
    ).toBeInTheDocument();
    // The expired qualifications and insurances too, which only the artisan and the admins may ask for.
    expect(fetchArtisanDetails).toHaveBeenCalledWith(3, { withExpired: true });
    expect(screen.getByText('Qualification ou certification : 2 / 10')).toBeInTheDocument();
    expect(screen.getByText('Assurance décennale : 0 / 3')).toBeInTheDocument();
    expect(screen.getByText('Image principale : 0 / 1')).toBeInTheDocument();
    const existing = screen.getByRole('region', { name: 'Détails existants' });
    expect(within(existing).getAllByRole('form')).toHaveLength(3);
    expect(
      within(existing).getByRole('heading', { name: 'Qualifications et certifications' }),
    ).toBeInTheDocument();
    const add = screen.getByRole('region', { name: 'Ajouter un détail' });
    expect(within(add).getByRole('button', { name: 'Ajouter le détail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute(
      'href',
      '/backoffice/admin/artisans',
    );
    expect(screen.getByRole('link', { name: 'Voir la page publique' })).toHaveAttribute('href', '/artisan/3');
    expect(document.title).toBe('Détails de Plomberie Briviste – Back-office – Annuaire des artisans');
  });

  it('titles each form by its type and place, « sur N », and says which qualifications have expired', async () => {
    jest.mocked(fetchArtisan).mockResolvedValue(artisanPublic({ id: 3 }));
    jest.mocked(fetchArtisanDetails).mockResolvedValue([
      artisanDetail(477, 'DESCRIPTION'),
      artisanDetail(480, 'IMG_REALISATION'),
      artisanDetail(481, 'IMG_REALISATION'),
      artisanDetail(490, 'NORME', {
        organisme: 'Qualibat',
        numero: 'E-1',
        dateDebut: '2020-03-13',
        dateFin: '2021-03-12',
        rge: true,
      }),
      artisanDetail(491, 'NORME'),
      artisanDetail(495, 'ASSURANCE', {
        organisme: 'MAAF Assurances',
        numero: 'DEC-1',
        dateDebut: '2019-01-01',
        dateFin: '2019-12-31',
      }),
    ]);
    renderAt('/backoffice/admin/artisan/3');
    const existing = await screen.findByRole('region', { name: 'Détails existants' });
    const titles = within(existing)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Description',
      'Image de réalisation 1 sur 2',
      'Image de réalisation 2 sur 2',
      'Qualification 1 sur 2 — Qualibat',
      'Qualification 2 sur 2',
      'Assurance décennale 1 sur 1 — MAAF Assurances',
    ]);
    expect(screen.queryByText(/n° 477/)).not.toBeInTheDocument();
    expect(within(existing).getByRole('heading', { name: 'Assurances décennales' })).toBeInTheDocument();
    expect(
      screen.getByRole('form', { name: 'Qualification 1 sur 2 — Qualibat' }),
    ).toHaveAccessibleDescription(
      'Expirée le 12 mars 2021 : elle n’est plus affichée sur la page publique de l’artisan.',
    );
    expect(
      screen.getByRole('form', { name: 'Assurance décennale 1 sur 1 — MAAF Assurances' }),
    ).toHaveAccessibleDescription(
      'Expirée le 31 décembre 2019 : elle n’est plus affichée sur la page publique de l’artisan.',
    );
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
