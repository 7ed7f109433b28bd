import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import {
  ArtisansInView,
  inViewCountText,
  moreText,
  noCoverageText,
  type ArtisansInViewProps,
  type InViewList,
} from './artisans-in-view';

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

function inViewList(artisans: ArtisanMarker[], over: Partial<InViewList> = {}): InViewList {
  return { status: 'success', artisans, more: 'none', loadMore: jest.fn(), retry: jest.fn(), ...over };
}

/** The list of these artisans (a view of as many, unless `total` says otherwise). */
function renderList({
  artisans = [],
  list = {},
  ...props
}: Partial<Omit<ArtisansInViewProps, 'list'>> & {
  artisans?: ArtisanMarker[];
  list?: Partial<InViewList>;
} = {}) {
  const onShow = jest.fn();
  const onRetry = jest.fn();
  const pages = inViewList(artisans, list);
  const view = (next: Partial<ArtisansInViewProps>) => (
    <ArtisansInView
      status="success"
      total={artisans.length}
      list={pages}
      onShow={onShow}
      onRetry={onRetry}
      {...props}
      {...next}
    />
  );
  const { rerender } = render(view({}), { wrapper: MemoryRouter });
  return { onShow, onRetry, pages, rerender: (next: Partial<ArtisansInViewProps>) => rerender(view(next)) };
}

describe('ArtisansInView', () => {
  it('counts the artisans in view in French', () => {
    expect(inViewCountText(0)).toBe('Aucun artisan dans la zone affichée.');
    expect(inViewCountText(1)).toBe('1 artisan dans la zone affichée');
    expect(inViewCountText(20000)).toMatch(/^20\s000 artisans dans la zone affichée$/);
  });

  it('counts the view’s artisans, lists the pages loaded and asks for the next one with the « more » button', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 20 }, (_, i) => artisan(i + 1));
    const { pages, rerender } = renderList({ artisans: first, total: 45, list: { more: 'ready' } });
    const region = screen.getByRole('region', { name: 'Artisans dans la zone affichée' });
    expect(within(region).getByRole('status')).toHaveTextContent('45 artisans dans la zone affichée');
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    const more = screen.getByRole('button', { name: "Afficher plus d'artisans (25 de plus)" });
    await user.click(more);
    expect(pages.loadMore).toHaveBeenCalledTimes(1);
    // On its way: the button stays, busy, where the keyboard left the focus; a second press asks nothing more.
    rerender({ list: { ...pages, more: 'loading' } });
    expect(more).toHaveAttribute('aria-busy', 'true');
    expect(more).toHaveFocus();
    await user.click(more);
    expect(pages.loadMore).toHaveBeenCalledTimes(1);
    const second = [...first, ...Array.from({ length: 20 }, (_, i) => artisan(i + 21))];
    rerender({ list: { ...pages, artisans: second, more: 'ready' } });
    expect(within(region).getAllByRole('listitem')).toHaveLength(40);
    expect(more).toHaveAccessibleName("Afficher plus d'artisans (5 de plus)");
    expect(more).not.toHaveAttribute('aria-busy');
    const all = [...second, ...Array.from({ length: 5 }, (_, i) => artisan(i + 41))];
    rerender({ list: { ...pages, artisans: all, more: 'none' } });
    expect(within(region).getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: /Afficher plus/ })).toBeNull();
  });

  it('words the « more » button without a number when the view’s count is not above the list', () => {
    expect(moreText(3)).toBe("Afficher plus d'artisans (3 de plus)");
    expect(moreText(0)).toBe("Afficher plus d'artisans");
  });

  it('says a next page failed under the pages already there, and asks for it again', async () => {
    const user = userEvent.setup();
    const { pages } = renderList({ artisans: [artisan(1)], total: 30, list: { more: 'error' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Les artisans n'ont pas pu être chargés.");
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(pages.retry).toHaveBeenCalledTimes(1);
  });

  it('gives the count at once, and says the list is on its way, the count staying the one status', () => {
    renderList({ total: 12, list: { status: 'loading' } });
    const region = screen.getByRole('region', { name: 'Artisans dans la zone affichée' });
    expect(within(region).getByRole('status')).toHaveTextContent('12 artisans dans la zone affichée');
    expect(within(region).getByText('Chargement des artisans...')).toBeInTheDocument();
    expect(within(region).queryByRole('listitem')).toBeNull();
  });

  it('says the list’s first page failed under the count, and asks for it again', async () => {
    const user = userEvent.setup();
    const { pages, onRetry } = renderList({ total: 12, list: { status: 'error' } });
    expect(screen.getByRole('status')).toHaveTextContent('12 artisans dans la zone affichée');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Réessayer' }));
    expect(pages.retry).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('lists nobody in a view that draws nobody', () => {
    renderList({ artisans: [artisan(1)], total: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Aucun artisan dans la zone affichée.');
    expect(screen.queryByRole('listitem')).toBeNull();
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

  it('says it is loading until the view is known', () => {
    renderList({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des artisans...');
  });

  it('says the artisans could not be loaded and offers to retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderList({ status: 'error' });
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
    renderList({ status: 'loading', noCoverage: { withTrade: false, onShowAll: jest.fn() } });
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
    renderList({ status: 'loading', noMatch: { onRemoveFilters: jest.fn() } });
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
