import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import { ArtisansInView, inViewCountText, noCoverageText } from './artisans-in-view';

function artisan(id: number, rayonActivite = 10, rge = false): ArtisanMarker {
  return {
    id,
    entrepriseNom: `Artisan ${id}`,
    latitude: 45,
    longitude: 1.5,
    anneeExperience: null,
    rayonActivite,
    adresse: { rue: '', ville: 'Tulle', codePostal: '19000', pays: 'France' },
    specialites: [],
    moyenne: 0,
    nombreAvis: 0,
    rge,
    positionApprochee: false,
    geree: true,
    depannageUrgence: false,
    disponibleSousJours: null,
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

  it('gives each artisan its distance to the point and whether it comes there', () => {
    // 0.03° of latitude north: 3,3 km.
    renderList({ artisans: [artisan(7), artisan(8, 2)], point: { latitude: 45.03, longitude: 1.5 } });
    const [covering, outside] = screen.getAllByRole('listitem');
    expect(covering).toHaveTextContent('19000 Tulle, à 3,3 km');
    expect(covering).toHaveTextContent('Intervient chez vous');
    expect(within(covering).getByRole('button', { name: 'Artisan 7' })).toHaveAccessibleDescription(
      '19000 Tulle, à 3,3 km Intervient chez vous',
    );
    expect(outside).toHaveTextContent('Hors de sa zone d’intervention (rayon 2 km)');
    expect(outside).not.toHaveTextContent('Intervient chez vous');
  });

  it('gives a listing nobody manages its distance, never a coverage its unknown area cannot tell', () => {
    const unmanaged = { ...artisan(9, 0), geree: false, positionApprochee: true };
    renderList({ artisans: [unmanaged], point: { latitude: 45.03, longitude: 1.5 } });
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('19000 Tulle, à environ 3 km');
    expect(item).not.toHaveTextContent(/zone d’intervention|Intervient/);
    expect(within(item).getByRole('button', { name: 'Artisan 9' })).toHaveAccessibleDescription(
      '19000 Tulle, à environ 3 km',
    );
  });

  it('shows neither distance nor coverage without a point', () => {
    renderList({ artisans: [artisan(7)] });
    expect(screen.getByRole('listitem')).not.toHaveTextContent(/km|adresse|zone d’intervention/);
  });

  it('says when no artisan comes to the address, and offers to show the others', async () => {
    const user = userEvent.setup();
    const onShowAll = jest.fn();
    renderList({ artisans: [], noCoverage: { withTrade: true, onShowAll } });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aucun artisan n’intervient à cette adresse pour ce métier.',
    );
    expect(screen.queryByText('Aucun artisan dans la zone affichée.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Afficher aussi les autres artisans' }));
    expect(onShowAll).toHaveBeenCalled();
  });

  it('words the empty result with or without a trade', () => {
    expect(noCoverageText(true)).toBe('Aucun artisan n’intervient à cette adresse pour ce métier.');
    expect(noCoverageText(false)).toBe('Aucun artisan n’intervient à cette adresse.');
  });

  it('keeps saying it is loading, or that loading failed, before the empty result', () => {
    renderList({ status: 'loading', artisans: null, noCoverage: { withTrade: false, onShowAll: jest.fn() } });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des artisans...');
  });

  it('says when the filters leave nobody, with « Retirer les filtres »', async () => {
    const user = userEvent.setup();
    const onRemoveFilters = jest.fn();
    renderList({ artisans: [], noMatch: { onRemoveFilters } });
    const region = screen.getByRole('region', { name: 'Artisans dans la zone affichée' });
    expect(within(region).getByRole('status')).toHaveTextContent(
      /^Aucun artisan ne correspond à ces critères\.$/,
    );
    expect(within(region).queryByText('Aucun artisan dans la zone affichée.')).toBeNull();
    expect(within(region).queryByRole('listitem')).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Retirer les filtres' }));
    expect(onRemoveFilters).toHaveBeenCalledTimes(1);
  });

  it('keeps saying it is loading before the filters’ empty result', () => {
    renderList({ status: 'loading', artisans: null, noMatch: { onRemoveFilters: jest.fn() } });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des artisans...');
    expect(screen.queryByRole('button', { name: 'Retirer les filtres' })).toBeNull();
  });

  it('shows the « RGE » badge of an artisan with an RGE qualification valid today, beside its name', () => {
    renderList({ artisans: [artisan(7, 10, true), artisan(8)] });
    const [rge, other] = screen.getAllByRole('listitem');
    const badge = within(rge).getByText('RGE', { exact: false, selector: 'span[title]' });
    expect(badge).toHaveAttribute(
      'title',
      'Reconnu garant de l’environnement : au moins une qualification RGE valide aujourd’hui',
    );
    expect(badge).toHaveTextContent(/^RGE \(reconnu garant de l’environnement/);
    // The name stays the button's name; the badge is read after it.
    expect(within(rge).getByRole('button', { name: 'Artisan 7' })).toBeInTheDocument();
    expect(within(other).queryByText(/RGE/)).toBeNull();
  });

  it('names each artisan’s trades, the chosen one first, and its rating', () => {
    renderList({
      artisans: [
        { ...artisan(1), specialites: [4, 2], moyenne: 4.2, nombreAvis: 6 },
        { ...artisan(2), specialites: [4] },
      ],
      specialites: [
        { id: 2, metier: 'Plombier', pathImg: null },
        { id: 4, metier: 'Carreleur', pathImg: null },
      ],
      tradeId: 2,
    });
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Plombier · Carreleur');
    expect(first).toHaveTextContent(/4,2.*6 avis/);
    expect(second).toHaveTextContent('Carreleur');
    expect(second).toHaveTextContent('Pas encore d’avis');
  });
});
