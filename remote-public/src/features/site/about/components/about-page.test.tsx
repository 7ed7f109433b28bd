import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('says when the directory was founded, what it is for, and its three values', () => {
    renderAt(<AboutPage />, '/about');
    expect(
      screen.getByRole('heading', { level: 1, name: 'À propos de l’Annuaire des artisans' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('À propos – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Fondé en 2024'),
    );
    expect(screen.getByText('fondé en 2024')).toBeInTheDocument();
    expect(
      screen.getByText('Faciliter la mise en relation entre les artisans et les particuliers.'),
    ).toBeInTheDocument();
    const values = within(screen.getByRole('region', { name: 'Nos valeurs' }));
    expect(values.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Transparence',
      'Proximité',
      'Qualité',
    ]);
    expect(screen.getByRole('link', { name: 'Nous rejoindre' })).toHaveAttribute('href', '/join');
    expect(screen.getByRole('link', { name: 'Trouver un artisan' })).toHaveAttribute('href', '/metiers');
  });
});
