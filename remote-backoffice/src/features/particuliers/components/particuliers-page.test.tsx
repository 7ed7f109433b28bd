import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { createParticulier, fetchParticuliersPage } from '@annuaire/shared/client/particuliers';
import type { Particulier, ParticulierPage } from '@annuaire/shared/contract/particulier';
import { searchArtisans } from '../api/search-artisans';
import { ParticuliersPage } from './particuliers-page';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/particuliers');
// The search's fetcher, which the popup's query calls.
jest.mock('../../../api/artisan-list');

/** The API's page of these particuliers. */
function pageOf(items: Particulier[], page = 1, pageCount = 1): ParticulierPage {
  return { items, total: items.length, page, size: 20, pageCount };
}

beforeEach(() => {
  jest.mocked(fetchParticuliersPage).mockResolvedValue(
    pageOf([
      { id: 1, nom: 'Martin', prenom: 'Julie' },
      { id: 2, nom: 'Durand', prenom: 'Paul' },
    ]),
  );
  jest.mocked(searchArtisans).mockResolvedValue({ items: [], total: 0, page: 1, size: 50, pageCount: 1 });
});

function renderPage() {
  render(withQueryClient(<ParticuliersPage />), { wrapper: MemoryRouter });
}

describe('ParticuliersPage', () => {
  it("lists 'Gestion des Particuliers' as 'nom prenom' with 'Noter un artisan'", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion des Particuliers' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Particuliers' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Martin Julie');
    expect(
      within(rows[0]!).getByRole('button', { name: 'Noter un artisan pour Martin Julie' }),
    ).toHaveTextContent('Noter un artisan');
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('asks the API for the particuliers holding every word typed, from its first page', async () => {
    const dupont = { id: 3, nom: 'Dupont', prenom: 'Hélène' };
    jest
      .mocked(fetchParticuliersPage)
      .mockImplementation(async ({ page, q }) =>
        q === 'Zorro'
          ? pageOf([])
          : q
            ? pageOf([dupont])
            : pageOf(page === 1 ? [{ id: 1, nom: 'Martin', prenom: 'Julie' }] : [], page, 2),
      );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Particuliers' });
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(fetchParticuliersPage).toHaveBeenLastCalledWith({ page: 2, q: '' });
    const search = screen.getByRole('searchbox', { name: 'Rechercher un particulier' });
    await user.type(search, 'helene DUP');
    await waitFor(() => expect(fetchParticuliersPage).toHaveBeenLastCalledWith({ page: 1, q: 'helene DUP' }));
    expect(await screen.findByText('Dupont Hélène')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'Zorro');
    expect(await screen.findByText('Aucun particulier ne correspond à « Zorro ».')).toBeInTheDocument();
  });

  it('requires Nom and Prénom', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByText('Le nom est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le prénom est obligatoire.')).toBeInTheDocument();
    expect(createParticulier).not.toHaveBeenCalled();
  });

  it('adds a particulier, clears the form and reloads the list', async () => {
    jest.mocked(createParticulier).mockResolvedValue({ id: 3, nom: 'Leroy', prenom: 'Anne' });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Nom/), 'Leroy');
    await user.type(screen.getByLabelText(/^Prénom/), 'Anne');
    jest.mocked(fetchParticuliersPage).mockResolvedValue(pageOf([{ id: 3, nom: 'Leroy', prenom: 'Anne' }]));
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(createParticulier).toHaveBeenCalledWith({ nom: 'Leroy', prenom: 'Anne' });
    expect(toast.success).toHaveBeenCalledWith('Leroy Anne a été ajouté.');
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
    expect(await screen.findByText('Leroy Anne')).toBeInTheDocument();
  });

  it('shows a failed addition', async () => {
    jest
      .mocked(createParticulier)
      .mockRejectedValue(new ApiRequestError('Le serveur est injoignable.', null));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Nom/), 'Leroy');
    await user.type(screen.getByLabelText(/^Prénom/), 'Anne');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Leroy');
  });

  it("opens 'Noter un Artisan' for the chosen particulier", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Noter un artisan pour Durand Paul' }));
    const dialog = screen.getByRole('dialog', { name: 'Noter un Artisan' });
    expect(dialog).toHaveTextContent('Note donnée par Durand Paul');
    // The artisan is one combobox searching the API, empty until a choice.
    expect(within(dialog).getByRole('combobox', { name: /^Artisan/ })).toHaveValue('');
  });
});
