import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { MemoryRouter, useLocation } from 'react-router';
import { toast } from '@annuaire/shared/ui/toast';
import { deleteArtisan } from '@annuaire/shared/client/artisans';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { fetchFreeUsersPage } from '@annuaire/shared/client/users';
import { card, page } from '../../../test/fixtures';
import { getArtisansPage } from '../api/get-artisans-page';
import { ArtisansPage } from './artisans-page';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// The list's fetcher, which the page's query calls.
jest.mock('../../../api/artisan-list');
jest.mock('@annuaire/shared/client/artisans');
jest.mock('@annuaire/shared/client/notes');
jest.mock('@annuaire/shared/client/users');
jest.mock('@annuaire/shared/client/specialites');

const getPage = jest.mocked(getArtisansPage);
const zola = card({ id: 4, entrepriseNom: 'Électricité Zola', ville: 'Tulle', codePostal: '19000' });
const briviste = card({ id: 1 });

function renderPage(path = '/backoffice/admin/artisans') {
  return render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <ArtisansPage />
        <Location />
      </MemoryRouter>,
    ),
  );
}

/** The address the page is at, to check what the trade filter writes there. */
function Location() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname + location.search}</output>;
}

const plombier = { id: 3, metier: 'Plombier', pathImg: null, nombreArtisans: 2 };
const macon = { id: 5, metier: 'Maçon', pathImg: null, nombreArtisans: 1 };

beforeEach(() => {
  jest.useFakeTimers();
  getPage.mockResolvedValue(page([zola, briviste]));
  // The artisan form's owner choices, when its combobox opens.
  jest.mocked(fetchFreeUsersPage).mockResolvedValue({ items: [], total: 0, page: 1, size: 20, pageCount: 1 });
  jest.mocked(fetchSpecialites).mockResolvedValue([]);
});
afterEach(() => {
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTimeAsync(ms) });

describe('ArtisansPage', () => {
  it('lists the first page with company name, city, postal code and the four buttons', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Liste des Artisans' })).toBeInTheDocument();
    expect(screen.getByText('Chargement des artisans...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Artisans' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Électricité Zola');
    expect(rows[0]).toHaveTextContent('Tulle · 19000');
    for (const name of ['Détails', 'Modifier', 'Voir les notes', 'Supprimer']) {
      expect(within(rows[0]!).getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(getPage).toHaveBeenCalledWith({ page: 1, q: '' });
    expect(document.title).toBe('Liste des Artisans – Back-office – Annuaire des artisans');
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/backoffice/admin/home',
    );
    expect(screen.getByText('2 artisans')).toBeInTheDocument();
  });

  it('searches by company name or city once typing pauses, back on page 1', async () => {
    getPage.mockResolvedValue(page([zola, briviste], { total: 45, pageCount: 3 }));
    renderPage();
    const u = user();
    await screen.findByRole('list', { name: 'Artisans' });
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(getPage).toHaveBeenLastCalledWith({ page: 2, q: '' });
    getPage.mockClear();
    await u.type(screen.getByRole('searchbox', { name: 'Rechercher un artisan' }), 'tulle');
    expect(getPage).not.toHaveBeenCalledWith({ page: 1, q: 'tulle' });
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(getPage).toHaveBeenLastCalledWith({ page: 1, q: 'tulle' });
    expect(getPage.mock.calls.filter(([query]) => query.q === 'tulle')).toHaveLength(1);
  });

  it('pages with Précédent and Suivant, disabled at the ends', async () => {
    getPage.mockResolvedValue(page([zola], { total: 41, pageCount: 3 }));
    renderPage();
    await screen.findByText('Page 1 sur 3');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    getPage.mockResolvedValue(page([briviste], { total: 41, page: 3, pageCount: 3 }));
    await user().click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByText('Page 3 sur 3');
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('keeps the artisans of the trade in ?specialite, the select showing it, until the filter is removed', async () => {
    jest.mocked(fetchSpecialites).mockResolvedValue([macon, plombier]);
    renderPage('/backoffice/admin/artisans?specialite=3');
    await screen.findByRole('list', { name: 'Artisans' });
    expect(getPage).toHaveBeenCalledWith({ page: 1, q: '', specialite: 3 });
    const select = screen.getByRole('combobox', { name: 'Métier' });
    await screen.findByRole('option', { name: 'Plombier' });
    expect(select).toHaveValue('3');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Retirer le filtre par métier' }));
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent(
      /^\/backoffice\/admin\/artisans$/,
    );
    expect(getPage).toHaveBeenLastCalledWith({ page: 1, q: '' });
    expect(select).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Retirer le filtre par métier' })).not.toBeInTheDocument();
  });

  it('filters by the trade chosen in « Métier », back on page 1, in the address', async () => {
    jest.mocked(fetchSpecialites).mockResolvedValue([macon, plombier]);
    getPage.mockResolvedValue(page([zola, briviste], { total: 45, pageCount: 3 }));
    renderPage();
    const u = user();
    await screen.findByRole('list', { name: 'Artisans' });
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('option', { name: 'Maçon' });
    getPage.mockResolvedValue(page([]));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Métier' }), 'Maçon');
    expect(getPage).toHaveBeenLastCalledWith({ page: 1, q: '', specialite: 5 });
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent(
      '/backoffice/admin/artisans?specialite=5',
    );
    expect(await screen.findByText('Aucun artisan n’exerce ce métier.')).toBeInTheDocument();
  });

  it("says 'Aucun artisan disponible pour l'instant.' when there is none", async () => {
    getPage.mockResolvedValue(page([]));
    renderPage();
    expect(await screen.findByText("Aucun artisan disponible pour l'instant.")).toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Artisans' });
    getPage.mockResolvedValue(page([]));
    await user().type(screen.getByRole('searchbox', { name: 'Rechercher un artisan' }), 'xyz');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('Aucun artisan ne correspond à « xyz ».')).toBeInTheDocument();
  });

  it('shows a load failure in French with a retry', async () => {
    getPage.mockRejectedValueOnce(new ApiRequestError('Le serveur est injoignable.', null));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    await user().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Artisans' })).toBeInTheDocument();
  });

  it('asks before deleting; Annuler deletes nothing', async () => {
    renderPage();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Supprimer Électricité Zola' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cet artisan ?' });
    expect(dialog).toHaveTextContent(
      '« Électricité Zola » sera supprimé avec ses détails, ses notes et ses images.',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(deleteArtisan).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes after confirmation and reloads the list at once', async () => {
    jest.mocked(deleteArtisan).mockResolvedValue();
    renderPage();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Supprimer Électricité Zola' }));
    getPage.mockResolvedValue(page([briviste]));
    await u.click(screen.getByRole('button', { name: "Supprimer l'artisan" }));
    expect(deleteArtisan).toHaveBeenCalledWith(4);
    expect(toast.success).toHaveBeenCalledWith("L'artisan « Électricité Zola » a été supprimé.");
    await screen.findByText('1 artisan');
    expect(screen.queryByText('Électricité Zola')).not.toBeInTheDocument();
  });

  it('says the generic deletion failure', async () => {
    jest.mocked(deleteArtisan).mockRejectedValue(new ApiRequestError('Erreur', 500));
    renderPage();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Supprimer Électricité Zola' }));
    await u.click(screen.getByRole('button', { name: "Supprimer l'artisan" }));
    expect(toast.error).toHaveBeenCalledWith('Une erreur est survenue lors de la suppression.');
    expect(screen.getByText('Électricité Zola')).toBeInTheDocument();
  });

  it("opens the add modal with '+ Ajouter un Artisan'", async () => {
    renderPage();
    await user().click(screen.getByRole('button', { name: '+ Ajouter un Artisan' }));
    expect(screen.getByRole('dialog', { name: 'Ajouter un Nouvel Artisan' })).toBeInTheDocument();
  });
});
