import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ArtisanCard as ArtisanCardData } from '@annuaire/shared/contract/artisan';
import { cardOf } from '../test/artisan-cards';
import { ArtisanCard } from './artisan-card';

/** « Plomberie Martin » of Tulle, without a picture. */
function card(extra: Partial<ArtisanCardData> = {}): ArtisanCardData {
  return cardOf(7, {
    entrepriseNom: 'Plomberie Martin',
    ville: 'Tulle',
    codePostal: '19000',
    latitude: 45.27,
    longitude: 1.77,
    imagePrincipale: null,
    ...extra,
  });
}

function renderCard(extra: Partial<ArtisanCardData> = {}) {
  render(
    <MemoryRouter>
      <ArtisanCard artisan={card(extra)} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('ArtisanCard', () => {
  it('says « Dépannage en urgence » and « Disponible sous N jours » when the artisan stated them', () => {
    const article = renderCard({ depannageUrgence: true, disponibleSousJours: 3 });
    expect(within(article).getByText('Dépannage en urgence')).toBeInTheDocument();
    expect(within(article).getByText('Disponible sous 3 jours')).toBeInTheDocument();
  });

  it('shows no urgency line when the artisan stated nothing', () => {
    const article = renderCard();
    expect(within(article).queryByText(/Dépannage en urgence|Disponible sous/)).not.toBeInTheDocument();
  });

  it('says why the artisan is listed: its trades, the page’s first, and its rating with its count', () => {
    render(
      <MemoryRouter>
        <ArtisanCard
          artisan={card({
            specialites: [
              { id: 4, metier: 'Carreleur' },
              { id: 1, metier: 'Plombier' },
            ],
            moyenne: 4.5,
            nombreAvis: 12,
          })}
          tradeId={1}
        />
      </MemoryRouter>,
    );
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Plombier · Carreleur');
    expect(article).toHaveTextContent(/4,5.*12 avis/);
  });

  it('shows neither distance nor coverage without a point', () => {
    const article = renderCard();
    expect(article).toHaveTextContent('19000 Tulle');
    expect(article).not.toHaveTextContent(/à [\d,]+ km/);
    expect(article).not.toHaveTextContent(/Intervient|Hors de sa zone/);
  });

  it('shows the distance after the city, and that the artisan comes to the address', () => {
    const article = renderCard({ distanceKm: 3.44, couvre: true });
    expect(article).toHaveTextContent('19000 Tulle, à 3,4 km');
    expect(article).toHaveTextContent('Intervient chez vous');
  });

  it('says in words that the address is beyond the radius', () => {
    const article = renderCard({ distanceKm: 72.4, couvre: false, rayonActivite: 20 });
    expect(article).toHaveTextContent('19000 Tulle, à 72 km');
    expect(article).toHaveTextContent('Hors de sa zone d’intervention (rayon 20 km)');
    expect(article).not.toHaveTextContent('Intervient chez vous');
  });

  it('says the distance is approximate when the position is only the commune’s centre', () => {
    const article = renderCard({ distanceKm: 3.44, couvre: true, positionApprochee: true });
    expect(article).toHaveTextContent('19000 Tulle, à environ 3 km');
    expect(article).not.toHaveTextContent('3,4 km');
  });

  it('says the area is unknown for a listing nobody manages, and claims no coverage', () => {
    const article = renderCard({ geree: false, rayonActivite: 0, distanceKm: 3.44, couvre: false });
    expect(article).toHaveTextContent('Zone d’intervention non renseignée');
    expect(article).toHaveTextContent('à 3,4 km');
    expect(article).not.toHaveTextContent('Rayon d');
    expect(article).not.toHaveTextContent('Hors de sa zone');
  });

  it('shows the distance alone for an artisan without a city', () => {
    const article = renderCard({ ville: '', codePostal: '', distanceKm: 12 });
    expect(article).toHaveTextContent('à 12 km');
    expect(article).not.toHaveTextContent(', à 12 km');
  });

  it('shows no distance when it is unknown (an artisan without a position)', () => {
    const article = renderCard({ distanceKm: null, couvre: false });
    expect(article).not.toHaveTextContent(/à [\d,]+ km/);
    expect(article).toHaveTextContent('Hors de sa zone d’intervention (rayon 20 km)');
  });

  it('shows the « RGE » badge, saying what it means, for an artisan with an RGE qualification valid today', () => {
    const article = renderCard({ rge: true });
    const badge = within(article).getByText('RGE');
    expect(badge).toHaveAttribute(
      'title',
      'Reconnu garant de l’environnement : au moins une qualification RGE valide aujourd’hui',
    );
    expect(badge).toHaveTextContent(
      'RGE (reconnu garant de l’environnement : au moins une qualification RGE valide aujourd’hui)',
    );
    // Not a link of its own: the card's title link still covers the card.
    expect(badge.closest('a')).toBeNull();
    expect(within(article).getAllByRole('link')).toHaveLength(1);
  });

  it('shows no « RGE » badge otherwise', () => {
    expect(renderCard()).not.toHaveTextContent('RGE');
  });
});
