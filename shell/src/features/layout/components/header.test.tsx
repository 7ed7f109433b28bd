import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { postLogout } from '@annuaire/shared/client/auth';
import { fetchArtisanDemandes } from '@annuaire/shared/client/demandes';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { specialitesQuery } from '@annuaire/shared/query/specialites';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuthClaims } from '@annuaire/shared/contract/auth';
import { Header } from './header';

jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn() }));
jest.mock('@annuaire/shared/client/auth', () => ({ postLogin: jest.fn(), postLogout: jest.fn() }));
jest.mock('@annuaire/shared/client/demandes', () => ({ fetchArtisanDemandes: jest.fn() }));

const mockedFetch = fetchSpecialites as jest.MockedFunction<typeof fetchSpecialites>;
const mockedLogout = postLogout as jest.MockedFunction<typeof postLogout>;

const TRADES = [
  { id: 1, metier: 'Plombier', pathImg: null, nombreArtisans: 3 },
  { id: 2, metier: 'Électricien', pathImg: null, nombreArtisans: 3 },
  { id: 3, metier: 'Menuisier', pathImg: null, nombreArtisans: 3 },
  { id: 4, metier: 'Charpentier', pathImg: null, nombreArtisans: 3 },
  // No artisan yet: left out of the menu until one has it.
  { id: 5, metier: 'Zingueur', pathImg: null, nombreArtisans: 0 },
];

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const admin = (): AuthClaims => ({ sub: 1, role: 'ROLE_ADMIN', artisanId: null, exp: inOneHour() });
const artisan = (): AuthClaims => ({ sub: 2, role: 'ROLE_ARTISAN', artisanId: 7, exp: inOneHour() });

function signIn(claims: AuthClaims) {
  useAuthStore.setState({ token: 'jeton', claims });
}

function CurrentPath() {
  const { pathname } = useLocation();
  return <p data-testid="path">{pathname}</p>;
}

function renderHeader(path = '/') {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <Link to="/about">Aller ailleurs</Link>
        <CurrentPath />
      </MemoryRouter>,
    ),
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const tradesToggle = () => screen.getByRole('button', { name: 'Afficher les spécialités' });
const filterBox = () => screen.queryByRole('searchbox', { name: 'Filtrer les spécialités' });

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.setState({ token: null, claims: null, loading: false, error: null });
  mockedFetch.mockResolvedValue(TRADES);
  mockedLogout.mockResolvedValue(undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Header: the search', () => {
  it('has the search box « Artisan, entreprise, SIRET… » leading to /recherche, and a magnifier to its page', () => {
    renderHeader('/metiers');
    const search = screen.getByRole('search', { name: 'Rechercher dans l’annuaire' });
    expect(search).toHaveAttribute('action', '/recherche');
    expect(within(search).getByRole('combobox', { name: 'Rechercher un artisan' })).toHaveAttribute(
      'placeholder',
      'Artisan, entreprise, SIRET…',
    );
    // Below 960 px, where the box has no room (header.module.css).
    expect(screen.getByRole('link', { name: 'Rechercher un artisan' })).toHaveAttribute('href', '/recherche');
  });

  it('leaves the search to the search page’s own box there', () => {
    renderHeader('/recherche');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rechercher un artisan' })).not.toBeInTheDocument();
  });
});

describe('Header: brand and links', () => {
  it('links the logo home and lists the main links in order', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Annuaire des artisans' })).toHaveAttribute('href', '/');
    const names = within(mainNav())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['Nos artisans', '/metiers'],
      ['PRÈS DE CHEZ MOI', '/map'],
      ['À PROPOS', '/about'],
      ['INFOS ET AIDES', '/infos-et-aides'],
      ['CONTACT', '/contact'],
      ['MON PROFIL PRO', '/admin'],
    ]);
  });
});

describe('Header: trades dropdown', () => {
  it('opens only after the pointer has rested 100 ms on "Nos artisans"', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader();

    await user.hover(within(mainNav()).getByRole('link', { name: 'Nos artisans' }));
    act(() => jest.advanceTimersByTime(99));
    expect(filterBox()).not.toBeInTheDocument();
    expect(tradesToggle()).toHaveAttribute('aria-expanded', 'false');

    act(() => jest.advanceTimersByTime(1));
    expect(filterBox()).toBeInTheDocument();
    expect(filterBox()).toHaveAttribute('placeholder', 'Spécialité...');
    expect(tradesToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Plombier' })).toHaveAttribute('href', '/metier/1');
  });

  it('does not open when the pointer passes by in less than 100 ms, and closes when it leaves', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeader();
    const link = within(mainNav()).getByRole('link', { name: 'Nos artisans' });

    await user.hover(link);
    act(() => jest.advanceTimersByTime(50));
    await user.unhover(link);
    act(() => jest.advanceTimersByTime(200));
    expect(filterBox()).not.toBeInTheDocument();

    await user.hover(link);
    act(() => jest.advanceTimersByTime(100));
    expect(filterBox()).toBeInTheDocument();
    await user.unhover(link);
    expect(filterBox()).not.toBeInTheDocument();
  });

  it('filters trades without regard to accents or case and links each to its page', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(tradesToggle());
    await screen.findByRole('link', { name: 'Plombier' });
    const box = filterBox() as HTMLElement;
    const list = () => within(screen.getByRole('list', { name: 'Spécialités' }));

    await user.type(box, 'electri');
    expect(
      list()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Électricien']);
    expect(list().getByRole('link', { name: 'Électricien' })).toHaveAttribute('href', '/metier/2');

    await user.clear(box);
    await user.type(box, 'ÉLEC');
    expect(
      list()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Électricien']);

    await user.clear(box);
    await user.type(box, 'zinguerie');
    expect(screen.queryByRole('list', { name: 'Spécialités' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucune spécialité ne correspond à votre recherche.')).toBeInTheDocument();
  });

  it('lists trades alphabetically and loads them only once', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(tradesToggle());
    await screen.findByRole('link', { name: 'Plombier' });
    const names = within(screen.getByRole('list', { name: 'Spécialités' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Charpentier', 'Électricien', 'Menuisier', 'Plombier']);

    await user.click(tradesToggle());
    await user.click(tradesToggle());
    expect(mockedFetch).toHaveBeenCalledTimes(1);
  });

  it('shows "Chargement..." while loading, then a French message when loading fails', async () => {
    let fail: (reason: unknown) => void = () => undefined;
    mockedFetch.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const user = userEvent.setup();
    renderHeader();
    await user.click(tradesToggle());
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');

    await act(async () => fail(new Error('réseau')));
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les métiers.');
  });

  it('has the trades as links while closed, hidden from the keyboard and screen readers', async () => {
    // The trade list already in the cache, as on a server-rendered page or after the home page.
    const client = createQueryClient();
    client.setQueryData(specialitesQuery.queryKey, TRADES);
    const { container } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(tradesToggle()).toHaveAttribute('aria-expanded', 'false');
    const trades = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="/metier/"]')];
    expect(trades.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Charpentier', '/metier/4'],
      ['Électricien', '/metier/2'],
      ['Menuisier', '/metier/3'],
      ['Plombier', '/metier/1'],
    ]);
    // In the closed panel (display: none): neither announced nor reached by Tab.
    expect(trades[0]!.closest('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Plombier' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab(); // logo
    await user.tab(); // the search box
    await user.tab(); // its button
    await user.tab(); // Nos artisans: focus alone leaves the list closed
    expect(tradesToggle()).toHaveAttribute('aria-expanded', 'false');
    await user.tab(); // the toggle
    await user.tab(); // past the closed list
    expect(within(mainNav()).getByRole('link', { name: 'PRÈS DE CHEZ MOI' })).toHaveFocus();
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it('stays closed on keyboard focus, opens on Space or Enter, closes on Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.tab(); // logo
    await user.tab(); // the search box
    await user.tab(); // its button
    await user.tab(); // Nos artisans
    expect(within(mainNav()).getByRole('link', { name: 'Nos artisans' })).toHaveFocus();
    expect(filterBox()).not.toBeInTheDocument();

    await user.keyboard(' ');
    expect(filterBox()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(filterBox()).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Nos artisans' })).toHaveFocus();

    await user.tab(); // the toggle
    expect(tradesToggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(filterBox()).toBeInTheDocument();
    expect(tradesToggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(tradesToggle());
    expect(filterBox()).toBeInTheDocument();
    await user.click(screen.getByTestId('path'));
    expect(filterBox()).not.toBeInTheDocument();
  });

  it('closes after a trade is chosen and navigates to it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(tradesToggle());
    await user.click(await screen.findByRole('link', { name: 'Menuisier' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/metier/3');
    expect(filterBox()).not.toBeInTheDocument();
  });
});

describe('Header: account', () => {
  const profileLink = () => within(mainNav()).getByRole('link', { name: 'MON PROFIL PRO' });

  it('logged out: MON PROFIL PRO goes to /admin and NOUS REJOINDRE to /join', () => {
    renderHeader();
    expect(profileLink()).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'NOUS REJOINDRE' })).toHaveAttribute('href', '/join');
    expect(screen.queryByRole('button', { name: 'SE DÉCONNECTER' })).not.toBeInTheDocument();
  });

  it('ROLE_ADMIN: MON PROFIL PRO goes home', () => {
    signIn(admin());
    renderHeader();
    expect(profileLink()).toHaveAttribute('href', '/');
  });

  it("ROLE_ARTISAN: MON PROFIL PRO goes to the artisan's editor", () => {
    signIn(artisan());
    renderHeader();
    expect(profileLink()).toHaveAttribute('href', '/admin/artisan/7');
  });

  it('ROLE_ARTISAN in their editor: MON PROFIL PRO says how many requests are to handle, on every part', async () => {
    signIn(artisan());
    jest.mocked(fetchArtisanDemandes).mockResolvedValue({
      demandes: [],
      nonTraitees: 3,
      reactivite: { demandesCount: 0, delaiMedianHeures: null, repondRapidement: false },
    } as unknown as Awaited<ReturnType<typeof fetchArtisanDemandes>>);
    renderHeader('/admin/artisan/7/demandes');
    const link = await within(mainNav()).findByRole('link', { name: 'MON PROFIL PRO 3 demandes à traiter' });
    expect(link).toHaveAttribute('href', '/admin/artisan/7');
    // Current on the editor's other parts too.
    expect(link.className).toMatch(/active/);
    expect(fetchArtisanDemandes).toHaveBeenCalledWith(7);
  });

  it('asks nothing on the public pages, and shows no count when none is to handle', async () => {
    signIn(artisan());
    renderHeader('/contact');
    expect(profileLink()).toHaveAccessibleName('MON PROFIL PRO');
    expect(fetchArtisanDemandes).not.toHaveBeenCalled();
  });

  it('logged in: SE DÉCONNECTER logs out and goes home', async () => {
    signIn(artisan());
    const user = userEvent.setup();
    renderHeader('/contact');
    expect(screen.queryByRole('link', { name: 'NOUS REJOINDRE' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SE DÉCONNECTER' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(mockedLogout).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().claims).toBeNull();
    expect(screen.getByRole('link', { name: 'NOUS REJOINDRE' })).toBeInTheDocument();
    expect(profileLink()).toHaveAttribute('href', '/admin');
  });

  it('logs out an expired token on mount', () => {
    signIn({ ...artisan(), exp: Math.floor(Date.now() / 1000) - 60 });
    renderHeader();
    expect(useAuthStore.getState().claims).toBeNull();
    expect(screen.getByRole('link', { name: 'NOUS REJOINDRE' })).toBeInTheDocument();
    expect(profileLink()).toHaveAttribute('href', '/admin');
  });

  it('logs out when the token expires, at the next route change', async () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T10:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signIn({ ...artisan(), exp: Math.floor(Date.now() / 1000) + 60 });
    renderHeader('/contact');
    expect(screen.getByRole('button', { name: 'SE DÉCONNECTER' })).toBeInTheDocument();

    jest.setSystemTime(new Date('2030-01-01T10:05:00Z'));
    await user.click(screen.getByRole('link', { name: 'Aller ailleurs' }));

    expect(useAuthStore.getState().claims).toBeNull();
    expect(screen.getByRole('link', { name: 'NOUS REJOINDRE' })).toBeInTheDocument();
  });
});

describe('Header: mobile menu', () => {
  it('toggles a menu with the same links', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls');
    expect(screen.queryByRole('navigation', { name: 'Menu mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fermer le menu');
    const menu = screen.getByRole('navigation', { name: 'Menu mobile' });
    expect(document.getElementById(toggle.getAttribute('aria-controls') as string)).toContainElement(menu);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Nos artisans',
      'PRÈS DE CHEZ MOI',
      'À PROPOS',
      'INFOS ET AIDES',
      'CONTACT',
      'MON PROFIL PRO',
      'NOUS REJOINDRE',
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Ouvrir le menu');
  });

  it('closes when a link is followed or on Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });

    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: 'Menu mobile' })).getByText('CONTACT'));
    expect(screen.getByTestId('path')).toHaveTextContent('/contact');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
