import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchRecherche, fetchRechercheSuggestions } from '@annuaire/shared/client/recherche';
import type { RecherchePage as RechercheAnswer } from '@annuaire/shared/contract/recherche';
import { RECHERCHE_TEXTS } from '@annuaire/shared/contract/recherche-texts';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { rechercheQuery } from '@annuaire/shared/query/recherche';
import { createServerRenderRecord, ServerRenderProvider } from '@annuaire/shared/ssr/page-head';
import { cardOf as card } from '../../../test/artisan-cards';
import { renderAt, stubFormData } from '../../../test/render-at';
import { renderOnServerThenHydrate } from '../../../test/server-html';
import { RecherchePage, recherchePageTitle } from './recherche-page';

jest.mock('@annuaire/shared/client/recherche', () => ({
  fetchRecherche: jest.fn(),
  fetchRechercheSuggestions: jest.fn(),
}));
const mockedSearch = jest.mocked(fetchRecherche);

function answer(extra: Partial<RechercheAnswer> = {}): RechercheAnswer {
  return {
    q: 'plombier tulle',
    mode: 'metier',
    items: [card(1), card(2)],
    total: 2,
    totalPlafonne: false,
    page: 1,
    size: 20,
    pageCount: 1,
    ...extra,
  };
}

const location = () => screen.getByTestId('location').textContent;
const renderPage = (url: string) => renderAt(<RecherchePage />, { url, pattern: '/recherche' });

beforeEach(() => {
  jest.mocked(fetchRechercheSuggestions).mockResolvedValue([]);
});

describe('RecherchePage', () => {
  it('asks for a text when there is none, and offers the trades and the map', () => {
    renderPage('/recherche');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rechercher un artisan');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(RECHERCHE_TEXTS.emptyQuery);
    expect(screen.getByRole('link', { name: 'Voir les métiers' })).toHaveAttribute('href', '/metiers');
    expect(screen.getByRole('link', { name: 'Chercher sur la carte' })).toHaveAttribute('href', '/map');
    expect(mockedSearch).not.toHaveBeenCalled();
  });

  it('searches the text of the address, and lists the cards with their trade, town and rating', async () => {
    mockedSearch.mockResolvedValue(answer());
    renderPage('/recherche?q=plombier%20tulle');
    expect(screen.getByRole('status')).toHaveTextContent(RECHERCHE_TEXTS.loading);
    expect(await screen.findByRole('link', { name: 'Entreprise 1' })).toHaveAttribute('href', '/artisan/1');
    expect(mockedSearch).toHaveBeenCalledWith({ q: 'plombier tulle', page: 1 });
    expect(screen.getByText('2 artisans trouvés')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: RECHERCHE_TEXTS.results });
    expect(within(results).getAllByRole('article')).toHaveLength(2);
    expect(within(results).getAllByText('Plombier')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: RECHERCHE_TEXTS.label })).toHaveValue('plombier tulle');
  });

  it('says when nothing is found, with ways on', async () => {
    mockedSearch.mockResolvedValue(answer({ q: 'zzzz', mode: 'nom', items: [], total: 0, pageCount: 0 }));
    renderPage('/recherche?q=zzzz');
    expect(await screen.findByRole('heading', { name: RECHERCHE_TEXTS.noResult })).toBeInTheDocument();
    // As written, its no-break spaces included.
    expect(
      screen.getByText(RECHERCHE_TEXTS.noResultHelp, { normalizer: (text) => text }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les métiers' })).toBeInTheDocument();
  });

  it('says a failure in French and asks again on « Réessayer »', async () => {
    mockedSearch.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(answer());
    renderPage('/recherche?q=plombier');
    expect(await screen.findByRole('alert')).toHaveTextContent(RECHERCHE_TEXTS.error);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Entreprise 1' })).toBeInTheDocument();
  });

  it('pages with real links, and the focus waits at the top of the results', async () => {
    mockedSearch.mockImplementation(async ({ page }) =>
      answer({ items: [card(page * 10)], total: 45, page, pageCount: 3 }),
    );
    renderPage('/recherche?q=plomberie');
    const next = await screen.findByRole('link', { name: /Suivant/ });
    expect(next).toHaveAttribute('href', '/recherche?q=plomberie&page=2');
    await userEvent.click(next);
    expect(location()).toBe('/recherche?q=plomberie&page=2');
    expect(await screen.findByRole('link', { name: 'Entreprise 20' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: RECHERCHE_TEXTS.results })).toHaveFocus();
    expect(screen.getByText('45 artisans trouvés')).toBeInTheDocument();
  });

  it('says « plus de 1 000 » beyond the count’s cap', async () => {
    mockedSearch.mockResolvedValue(answer({ total: 1000, totalPlafonne: true, pageCount: 50 }));
    renderPage('/recherche?q=sarl');
    expect(await screen.findByText(/^Plus de 1\s000 artisans trouvés$/)).toBeInTheDocument();
  });

  it('searches again from its own box', async () => {
    stubFormData();
    mockedSearch.mockResolvedValue(answer());
    renderPage('/recherche?q=plombier');
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: RECHERCHE_TEXTS.label });
    await user.clear(box);
    await user.type(box, 'couvreur brive{Enter}');
    expect(location()).toBe('/recherche?q=couvreur+brive');
    expect(mockedSearch).toHaveBeenLastCalledWith({ q: 'couvreur brive', page: 1 });
  });

  it('is rendered on the server with its results, never indexed, and hydrates as rendered', async () => {
    mockedSearch.mockResolvedValue(answer());
    const client = createQueryClient();
    await client.prefetchQuery(rechercheQuery({ q: 'plombier tulle', page: 1 }));
    mockedSearch.mockClear();
    const record = createServerRenderRecord('https://annuaire.example');
    const { html, container, errors, root } = await renderOnServerThenHydrate(
      client,
      <ServerRenderProvider record={record}>
        <RecherchePage />
      </ServerRenderProvider>,
      { url: '/recherche?q=plombier+tulle', pattern: '/recherche' },
    );
    act(() => root.unmount());
    container.remove();
    expect(html).toContain('Entreprise 1');
    expect(html).toContain('2 artisans trouvés');
    expect(record.head).toMatchObject({ title: recherchePageTitle('plombier tulle'), noindex: true });
    expect(errors).toEqual([]);
    expect(mockedSearch).not.toHaveBeenCalled();
  });
});
