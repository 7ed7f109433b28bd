import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ArtisanCard as ArtisanCardData } from '@annuaire/shared/contract/artisan';
import { ArtisanCard, coverageText, distanceText } from './artisan-card';

function card(extra: Partial<ArtisanCardData> = {}): ArtisanCardData {
  return {
    id: 7,
    entrepriseNom: 'Plomberie Martin',
    ville: 'Tulle',
    codePostal: '19000',
    rayonActivite: 20,
    latitude: 45.27,
    longitude: 1.77,
    imagePrincipale: null,
    specialites: [{ id: 1, metier: 'Plombier' }],
    moyenne: 0,
    nombreAvis: 0,
    ...extra,
  };
}

function renderCard(extra: Partial<ArtisanCardData> = {}) {
  render(
    <MemoryRouter>
      <ArtisanCard artisan={card(extra)} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('distanceText', () => {
  it.each([
    [0, 'à 0,0 km'],
    [3.44, 'à 3,4 km'],
    [3.45, 'à 3,5 km'],
    [3, 'à 3,0 km'],
    [9.94, 'à 9,9 km'],
    // Rounded to 10,0: whole kilometres from there.
    [9.96, 'à 10 km'],
    [10, 'à 10 km'],
    [12.4, 'à 12 km'],
    [12.5, 'à 13 km'],
    [72.4, 'à 72 km'],
    [1234.4, 'à 1234 km'],
  ])('writes %s km as « %s »', (km, text) => {
    expect(distanceText(km)).toBe(text);
  });
});

describe('coverageText', () => {
  it('says whether the artisan comes to the address, with the radius when not', () => {
    expect(coverageText(true, 20)).toBe('Intervient à cette adresse');
    expect(coverageText(false, 20)).toBe('Hors de sa zone d’intervention (rayon 20 km)');
  });
});

describe('ArtisanCard', () => {
  it('shows neither distance nor coverage without a point', () => {
    const article = renderCard();
    expect(article).toHaveTextContent('19000 Tulle');
    expect(article).not.toHaveTextContent(/à [\d,]+ km/);
    expect(article).not.toHaveTextContent(/Intervient|Hors de sa zone/);
  });

  it('shows the distance after the city, and that the artisan comes to the address', () => {
    const article = renderCard({ distanceKm: 3.44, couvre: true });
    expect(article).toHaveTextContent('19000 Tulle, à 3,4 km');
    expect(article).toHaveTextContent('Intervient à cette adresse');
  });

  it('says in words that the address is beyond the radius', () => {
    const article = renderCard({ distanceKm: 72.4, couvre: false, rayonActivite: 20 });
    expect(article).toHaveTextContent('19000 Tulle, à 72 km');
    expect(article).toHaveTextContent('Hors de sa zone d’intervention (rayon 20 km)');
    expect(article).not.toHaveTextContent('Intervient à cette adresse');
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
});
