import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { ArtisansInView, inViewCountText } from './artisans-in-view';

function artisan(id: number): ArtisanMarker {
  return {
    id,
    entrepriseNom: `Artisan ${id}`,
    latitude: 45,
    longitude: 1.5,
    anneeExperience: null,
    rayonActivite: 10,
    adresse: { rue: '', ville: 'Tulle', codePostal: '19000', pays: 'France' },
    specialites: [],
  };
}

function renderList(props: Partial<Parameters<typeof ArtisansInView>[0]> = {}) {
  const onShow = jest.fn();
  const onRetry = jest.fn();
  render(<ArtisansInView status="success" artisans={[]} onShow={onShow} onRetry={onRetry} {...props} />, {
    wrapper: MemoryRouter,
  });
  return { onShow, onRetry };
}

describe('ArtisansInView', () => {
  it('counts the artisans in view in French', () => {
    expect(inViewCountText(0)).toBe('Aucun artisan dans la zone affichée.');
    expect(inViewCountText(1)).toBe('1 artisan dans la zone affichée');
    expect(inViewCountText(20000)).toMatch(/^20\s000 artisans dans la zone affichée$/);
  });

  it('shows 20 artisans, then 20 more on request', async () => {
    const user = userEvent.setup();
    renderList({ artisans: Array.from({ length: 45 }, (_, i) => artisan(i + 1)) });
    const region = screen.getByRole('region', { name: 'Artisans dans la zone affichée' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: "Afficher plus d'artisans (25 de plus)" }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: "Afficher plus d'artisans (5 de plus)" }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: /Afficher plus/ })).toBeNull();
  });

  it('describes each artisan by its place and reports which one to show', async () => {
    const user = userEvent.setup();
    const { onShow } = renderList({ artisans: [artisan(7)] });
    const button = screen.getByRole('button', { name: 'Artisan 7' });
    expect(button).toHaveAccessibleDescription('19000 Tulle');
    await user.click(button);
    expect(onShow).toHaveBeenCalledWith(7, button);
    expect(screen.getByRole('link', { name: 'Fiche de Artisan 7' })).toHaveAttribute('href', '/artisan/7');
  });

  it('says it is loading until the markers and the first view are known', () => {
    renderList({ status: 'success', artisans: null });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des artisans...');
  });

  it('says the artisans could not be loaded and offers to retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderList({ status: 'error', artisans: null });
    expect(screen.getByRole('alert')).toHaveTextContent("Les artisans n'ont pas pu être chargés.");
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
