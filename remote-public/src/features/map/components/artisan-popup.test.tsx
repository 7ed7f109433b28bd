import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import userEvent from '@testing-library/user-event';
import { DEMANDE_SELECTION_KEY } from '../../../hooks/use-demande-selection';
import { ArtisanPopup } from './artisan-popup';

const trades = {
  status: 'success' as const,
  data: [
    { id: 1, metier: 'Plombier', pathImg: null },
    { id: 2, metier: 'Chauffagiste', pathImg: null },
  ],
};

function artisan(overrides: Partial<ArtisanMarker> = {}): ArtisanMarker {
  return {
    id: 12,
    entrepriseNom: 'Plomberie Lavergne',
    latitude: 45.15,
    longitude: 1.53,
    anneeExperience: 18,
    rayonActivite: 25,
    adresse: { rue: '93 Rue Toulzac', ville: 'Brive-la-Gaillarde', codePostal: '19100', pays: 'France' },
    specialites: [2, 1],
    moyenne: 0,
    nombreAvis: 0,
    rge: false,
    positionApprochee: false,
    geree: true,
    depannageUrgence: false,
    disponibleSousJours: null,
    ...overrides,
  };
}

function renderPopup(
  marker: ArtisanMarker,
  specialites: Parameters<typeof ArtisanPopup>[0]['specialites'] = trades,
) {
  render(<ArtisanPopup artisan={marker} specialites={specialites} />, { wrapper: MemoryRouter });
  return screen.getByRole('article', { name: marker.entrepriseNom });
}

describe('ArtisanPopup', () => {
  it('shows the name, experience, radius, full address, trades and the link to the artisan', () => {
    const popup = renderPopup(artisan());
    expect(within(popup).getByRole('heading', { level: 2 })).toHaveTextContent('Plomberie Lavergne');
    const facts = within(popup)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toEqual([
      'Pas encore d’avis',
      "18 ans d'expérience",
      "Rayon d'activité : 25 km",
      '93 Rue Toulzac, Brive-la-Gaillarde, 19100, France',
      'Chauffagiste, Plombier',
    ]);
    expect(within(popup).getByRole('link', { name: 'Voir Artisan' })).toHaveAttribute('href', '/artisan/12');
  });

  it('says when the marker stands at the commune’s centre rather than at the business', () => {
    const facts = within(renderPopup(artisan({ positionApprochee: true })))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toContain('Position approximative : centre de la commune');
    cleanup();
    expect(within(renderPopup(artisan())).queryByText(/approximative/)).toBeNull();
  });

  it('says the area is unknown for a listing nobody manages rather than a radius of 0 km', () => {
    const facts = within(renderPopup(artisan({ geree: false, rayonActivite: 0 })))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toContain('Zone d’intervention non renseignée');
    expect(facts.join(' ')).not.toContain('Rayon');
  });

  it('shows the average of the published reviews as the cards write it', () => {
    const popup = renderPopup(artisan({ moyenne: 4.33, nombreAvis: 6 }));
    const rating = within(popup).getByRole('img', { name: 'Note : 4,3 sur 5 (6 avis)' });
    expect(rating).toHaveTextContent('4,3(6 avis)');
    expect(within(popup).queryByText('Pas encore d’avis')).toBeNull();
  });

  it('says « Pas encore d’avis » without a published review', () => {
    const popup = renderPopup(artisan({ moyenne: 0, nombreAvis: 0 }));
    expect(within(popup).getByText('Pas encore d’avis')).toBeInTheDocument();
    expect(within(popup).queryByRole('img', { name: /^Note/ })).toBeNull();
  });

  it('shows the « RGE » badge of an artisan with an RGE qualification valid today, and only then', () => {
    const popup = renderPopup(artisan({ rge: true }));
    const badge = within(popup).getByText('RGE', { exact: false, selector: 'span[title]' });
    expect(badge).toHaveAttribute(
      'title',
      'Reconnu garant de l’environnement : au moins une qualification RGE valide aujourd’hui',
    );
    expect(badge).toHaveTextContent(
      'RGE (reconnu garant de l’environnement : au moins une qualification RGE valide aujourd’hui)',
    );
    cleanup();
    expect(within(renderPopup(artisan({ rge: false }))).queryByText(/RGE/)).toBeNull();
  });

  it('leaves out the experience when it is not known', () => {
    expect(within(renderPopup(artisan({ anneeExperience: null }))).queryByText(/expérience/)).toBeNull();
  });

  it('says "an" for a single year', () => {
    expect(
      within(renderPopup(artisan({ anneeExperience: 1 }))).getByText("1 an d'expérience"),
    ).toBeInTheDocument();
  });

  it("says 'Aucune spécialité' without trades", () => {
    expect(
      within(renderPopup(artisan({ specialites: [] }))).getByText('Aucune spécialité'),
    ).toBeInTheDocument();
  });

  it('ignores unknown trade ids', () => {
    const popup = renderPopup(artisan({ id: 13, entrepriseNom: 'Autre', specialites: [99] }));
    expect(within(popup).getByText('Aucune spécialité')).toBeInTheDocument();
  });

  it('skips blank address parts', () => {
    const popup = renderPopup(
      artisan({ adresse: { rue: '', ville: 'Tulle', codePostal: '19000', pays: 'France' } }),
    );
    expect(within(popup).getByText('Tulle, 19000, France')).toBeInTheDocument();
  });

  it('says when the trade names are loading', () => {
    expect(
      within(renderPopup(artisan(), { status: 'loading' })).getByText('Chargement des spécialités...'),
    ).toBeInTheDocument();
  });

  it('says the trades are unavailable when the trade list failed', () => {
    expect(
      within(renderPopup(artisan(), { status: 'error' })).getByText('Spécialités indisponibles'),
    ).toBeInTheDocument();
  });

  describe('« Ajouter à ma demande »', () => {
    afterEach(() => sessionStorage.clear());

    it('puts the artisan in the tab’s request selection, counting out of three', async () => {
      const popup = renderPopup(artisan());
      await userEvent.click(
        within(popup).getByRole('button', { name: 'Ajouter à ma demande (0/3) : Plomberie Lavergne' }),
      );
      within(popup).getByRole('button', { name: 'Retirer de ma demande (1/3) : Plomberie Lavergne' });
      expect(JSON.parse(sessionStorage.getItem(DEMANDE_SELECTION_KEY)!).artisans).toEqual([
        { id: 12, entrepriseNom: 'Plomberie Lavergne' },
      ]);
    });

    it('is not offered for a listing nobody manages', () => {
      const popup = renderPopup(artisan({ geree: false }));
      expect(within(popup).queryByRole('button', { name: /Ajouter à ma demande/ })).toBeNull();
    });
  });
});
