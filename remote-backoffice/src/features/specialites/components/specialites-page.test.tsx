import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import {
  deleteSpecialite,
  fetchSpecialites,
  fetchSpecialiteUsage,
} from '@annuaire/shared/client/specialites';
import { SpecialitesPage } from './specialites-page';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/specialites');

const trades = [
  { id: 1, metier: 'Électricien', pathImg: '/uploads/specialites/elec.webp', nombreArtisans: 1 },
  { id: 2, metier: 'Plombier', pathImg: null, nombreArtisans: 1 },
  { id: 3, metier: 'Menuisier', pathImg: null, nombreArtisans: 1 },
];

/** Stands for the artisan list: says which trade's artisans the address asks for. */
function ArtisansAt() {
  const [params] = useSearchParams();
  return <p>Artisans de la spécialité {params.get('specialite')}</p>;
}

function renderPage() {
  render(withQueryClient(<SpecialitesPage />), { wrapper: MemoryRouter });
}

beforeEach(() => {
  jest.mocked(fetchSpecialites).mockResolvedValue(trades);
  // Plombier is the trade of 12 artisans, Électricien of one; nobody is a Menuisier.
  jest.mocked(fetchSpecialiteUsage).mockResolvedValue([
    { specialiteId: 1, artisans: 1 },
    { specialiteId: 2, artisans: 12 },
  ]);
});

async function confirmDelete(
  name: string,
  text = `La spécialité « ${name} » et son image seront supprimées.`,
) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Supprimer ${name}` }));
  expect(screen.getByRole('dialog', { name: 'Supprimer cette spécialité ?' })).toHaveTextContent(text);
  await user.click(screen.getByRole('button', { name: 'Supprimer la spécialité' }));
}

describe('SpecialitesPage', () => {
  it("lists 'Liste des Spécialités' with Modifier and Supprimer on each row", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Liste des Spécialités' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Spécialités' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Électricien'),
      expect.stringContaining('Plombier'),
      expect.stringContaining('Menuisier'),
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Modifier Électricien' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Supprimer Électricien' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/backoffice/admin/home',
    );
  });

  it('filters by trade name, case and accents ignored', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Spécialités' });
    await userEvent.type(screen.getByPlaceholderText('Rechercher une spécialité...'), 'ELECTRI');
    const rows = within(screen.getByRole('list', { name: 'Spécialités' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Électricien');
    await userEvent.type(screen.getByPlaceholderText('Rechercher une spécialité...'), 'zzz');
    expect(screen.getByText('Aucune spécialité ne correspond à « ELECTRIzzz ».')).toBeInTheDocument();
  });

  it("says 'Aucune spécialité disponible pour l'instant.' when there is none", async () => {
    jest.mocked(fetchSpecialites).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText("Aucune spécialité disponible pour l'instant.")).toBeInTheDocument();
  });

  it('deletes after confirmation and reloads the list', async () => {
    jest.mocked(deleteSpecialite).mockResolvedValue();
    renderPage();
    await confirmDelete('Menuisier');
    expect(deleteSpecialite).toHaveBeenCalledWith(3);
    expect(fetchSpecialites).toHaveBeenCalledTimes(2);
  });

  // Issue 22: known before, said in the confirmation; the refusal is SPEC 8's alert in a dialog, not a toast.
  it('shows how many artisans have each trade, and says before a deletion that a trade in use cannot go', async () => {
    renderPage();
    const rows = within(await screen.findByRole('list', { name: 'Spécialités' })).getAllByRole('listitem');
    await within(rows[1]!).findByText('12 artisans');
    expect(rows[0]).toHaveTextContent('1 artisan');
    expect(rows[2]).toHaveTextContent('0 artisan');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Plombier' }));
    const dialog = screen.getByRole('dialog', { name: 'Suppression impossible' });
    expect(dialog).toHaveTextContent(
      'La spécialité « Plombier » est exercée par 12 artisans : elle ne peut pas être supprimée tant qu’un artisan l’exerce.',
    );
    expect(dialog).not.toHaveTextContent('et son image seront supprimées');
    // No way to try the deletion: the way to the artisans who hold the trade instead.
    expect(within(dialog).queryByRole('button', { name: 'Supprimer la spécialité' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir les 12 artisans' })).toHaveAttribute(
      'href',
      '/backoffice/admin/artisans?specialite=2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteSpecialite).not.toHaveBeenCalled();
  });

  it('leads « Voir l’artisan » of a trade one artisan has to the artisan list filtered by that trade', async () => {
    render(
      withQueryClient(
        <MemoryRouter initialEntries={['/backoffice/admin/specialites']}>
          <Routes>
            <Route path="/backoffice/admin/specialites" element={<SpecialitesPage />} />
            <Route path="/backoffice/admin/artisans" element={<ArtisansAt />} />
          </Routes>
        </MemoryRouter>,
      ),
    );
    await screen.findByText('12 artisans');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Électricien' }));
    const dialog = screen.getByRole('dialog', { name: 'Suppression impossible' });
    expect(dialog).toHaveTextContent('est exercée par 1 artisan :');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Voir l’artisan' }));
    expect(await screen.findByText('Artisans de la spécialité 1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the spec’s refusal (400) in an alert dialog, not a toast', async () => {
    jest.mocked(deleteSpecialite).mockRejectedValue(new ApiRequestError('…', 400));
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('12 artisans');
    await confirmDelete('Menuisier');
    const alert = await screen.findByRole('alertdialog', { name: 'Suppression impossible' });
    expect(within(alert).getByRole('alert')).toHaveTextContent(
      'Cette spécialité ne peut pas être supprimée car elle est utilisée par des artisans.',
    );
    expect(toast.error).not.toHaveBeenCalled();
    const ok = within(alert).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(screen.queryByRole('dialog', { name: 'Suppression impossible' })).not.toBeInTheDocument();
    // The count is read again: someone gave the trade to an artisan meanwhile.
    expect(fetchSpecialiteUsage).toHaveBeenCalledTimes(2);
  });

  it('says in the confirmation that a trade in use cannot be deleted while the count is unknown', async () => {
    jest.mocked(fetchSpecialiteUsage).mockReturnValue(new Promise(() => undefined));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Plombier' }));
    expect(screen.getByRole('dialog', { name: 'Supprimer cette spécialité ?' })).toHaveTextContent(
      'Une spécialité utilisée par des artisans ne peut pas être supprimée.',
    );
  });

  it('says the generic failure otherwise', async () => {
    jest.mocked(deleteSpecialite).mockRejectedValue(new ApiRequestError('…', 500));
    renderPage();
    await confirmDelete('Menuisier');
    expect(toast.error).toHaveBeenCalledWith('Une erreur est survenue lors de la suppression.');
  });

  it("opens 'Ajouter une Nouvelle Spécialité' and 'Modifier Spécialité'", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: '+ Ajouter une Spécialité' }));
    expect(screen.getByRole('dialog', { name: 'Ajouter une Nouvelle Spécialité' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(await screen.findByRole('button', { name: 'Modifier Plombier' }));
    expect(screen.getByRole('dialog', { name: 'Modifier Spécialité' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Métier/)).toHaveValue('Plombier');
  });

  it('pages a long list twenty at a time', async () => {
    jest.mocked(fetchSpecialites).mockResolvedValue(
      Array.from({ length: 45 }, (_, index) => ({
        id: index + 1,
        metier: `Métier ${index + 1}`,
        pathImg: null,
        nombreArtisans: 0,
      })),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Spécialités' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(within(screen.getByRole('list', { name: 'Spécialités' })).getAllByRole('listitem')).toHaveLength(
      5,
    );
  });
});
