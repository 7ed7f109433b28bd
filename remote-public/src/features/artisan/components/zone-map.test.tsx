// « Zone d’intervention » (zone-map.tsx): the figure with the map of the area, its alternative text and caption in
// French, and nothing for an artisan without a position.
import { render, screen } from '@testing-library/react';
import { publicArtisan } from '../test/public-artisan';
import { ZoneMap, zoneImageSrc, zoneText } from './zone-map';

describe('ZoneMap', () => {
  it('shows the map of the area with the radius and the town in words', () => {
    render(<ZoneMap artisan={publicArtisan({ id: 12, rayonActivite: 20 })} />);
    const figure = screen.getByRole('figure', { name: 'Rayon d’intervention : 20 km autour de Tulle' });
    expect(figure).toContainElement(
      screen.getByRole('img', { name: 'Zone d’intervention : 20 km autour de Tulle' }),
    );
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/artisan/12/zone.svg?r=20');
  });

  it('says « autour de l’entreprise » without a town', () => {
    render(
      <ZoneMap
        artisan={publicArtisan({
          rayonActivite: 0,
          adresse: { rue: '', ville: '  ', codePostal: '', pays: 'France' },
        })}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Zone d’intervention : 0 km autour de l’entreprise' }),
    ).toBeVisible();
    expect(screen.getByText('Rayon d’intervention : 0 km autour de l’entreprise')).toBeVisible();
  });

  it('renders nothing without a position', () => {
    const { container } = render(<ZoneMap artisan={publicArtisan({ latitude: null, longitude: 1.77 })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('builds the address and the words', () => {
    expect(zoneImageSrc(7, 45)).toBe('/api/artisan/7/zone.svg?r=45');
    expect(zoneText(30, 'Brive-la-Gaillarde')).toBe('30 km autour de Brive-la-Gaillarde');
  });
});
