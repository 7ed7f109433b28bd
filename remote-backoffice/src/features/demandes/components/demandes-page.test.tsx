import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import {
  deleteDemande,
  fetchArtisanDemandes,
  fetchDemande,
  fetchDemandeCounts,
} from '@annuaire/shared/client/demandes';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { DemandeCount } from '@annuaire/shared/contract/demande';
import { demande, demandeCount, demandeList } from '../../../test/fixtures';
import { DemandesPage } from './demandes-page';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/demandes');

const martin = demandeCount({
  artisanId: 4,
  entrepriseNom: 'Atelier Martin',
  total: 3,
  nonTraitees: 1,
  derniere: '2026-11-24T13:05:00.000Z',
});
const zola = demandeCount({
  artisanId: 9,
  entrepriseNom: 'Électricité Zola',
  total: 2,
  nonTraitees: 0,
  derniere: '2026-10-02T08:30:00.000Z',
});

const dupont = demande({
  id: 31,
  artisanId: 4,
  nom: 'Jean Dupont',
  email: 'jean.dupont@exemple.fr',
  telephone: '0612345678',
  codePostal: '19100',
  message: 'Bonjour,\nje voudrais un devis pour refaire ma salle de bains.',
  dateEnvoi: '2026-11-24T13:05:00.000Z',
});
const leroy = demande({
  id: 30,
  artisanId: 4,
  nom: 'Anne Leroy',
  email: 'anne.leroy@exemple.fr',
  codePostal: '19000',
  dateEnvoi: '2026-11-20T09:00:00.000Z',
  traitee: true,
  dateTraitement: '2026-11-21T10:00:00.000Z',
});
const roche = demande({
  id: 12,
  artisanId: 4,
  nom: 'Marc Roche',
  codePostal: '19200',
  dateEnvoi: '2026-11-02T09:00:00.000Z',
  traitee: true,
  dateTraitement: '2026-11-02T18:00:00.000Z',
});

function renderPage() {
  render(withQueryClient(<DemandesPage />), { wrapper: MemoryRouter });
}

async function openMartin(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'Atelier Martin' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'Atelier Martin' });
  expect(toggle).toHaveAttribute('aria-controls', panel.id);
  const list = await within(panel).findByRole('list', { name: /^Demandes reçues par Atelier Martin/ });
  return { toggle, panel, rows: within(list).getAllByRole('listitem') };
}

beforeEach(() => {
  // The API's order is not trusted blindly: the screen puts the most recent first itself.
  jest.mocked(fetchDemandeCounts).mockResolvedValue([zola, martin]);
  jest.mocked(fetchArtisanDemandes).mockResolvedValue(demandeList([roche, dupont, leroy]));
  jest
    .mocked(fetchDemande)
    .mockImplementation(async (id) => [dupont, leroy, roche].find((d) => d.id === id)!);
});

describe('DemandesPage', () => {
  it('lists the artisans with requests, the most recent first, with their counts and no personal data', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Demandes' })).toBeInTheDocument();
    expect(screen.getByText('Chargement des demandes...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: /^Artisans ayant reçu des demandes/ });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Atelier Martin');
    expect(rows[0]).toHaveTextContent('3 demandes, dont 1 non traitée');
    expect(rows[0]).toHaveTextContent('Dernière demande le 24 novembre 2026 à 14 h 05');
    expect(within(rows[1]!).getByRole('heading', { level: 2 })).toHaveTextContent('Électricité Zola');
    expect(rows[1]).toHaveTextContent('2 demandes, toutes traitées');
    expect(rows[1]).toHaveTextContent('Dernière demande le 2 octobre 2026 à 10 h 30');
    expect(document.title).toBe('Demandes – Back-office – Annuaire des artisans');
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/backoffice/admin/home',
    );
    // Nothing about the senders is asked for or shown until an artisan, then a request, is opened.
    expect(screen.queryByRole('region', { name: 'Atelier Martin' })).not.toBeInTheDocument();
    expect(fetchArtisanDemandes).not.toHaveBeenCalled();
    expect(fetchDemande).not.toHaveBeenCalled();
  });

  it('says « Aucune demande reçue. » when no artisan received any', async () => {
    jest.mocked(fetchDemandeCounts).mockResolvedValue([]);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aucune demande reçue.' }),
    ).toBeInTheDocument();
    // The only list is the back-office menu's.
    expect(screen.queryAllByRole('list').filter((list) => !list.closest('nav'))).toHaveLength(0);
  });

  it('shows a load failure in French with a retry', async () => {
    jest.mocked(fetchDemandeCounts).mockRejectedValueOnce(new ApiRequestError('Accès refusé.', 403));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Atelier Martin' })).toBeInTheDocument();
  });

  it("opens an artisan's requests under their name: date, name, postcode and state, newest first, no content", async () => {
    const user = userEvent.setup();
    renderPage();
    const { toggle, panel, rows } = await openMartin(user);
    expect(fetchArtisanDemandes).toHaveBeenCalledWith(4);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Jean Dupont');
    expect(rows[0]).toHaveTextContent('24 novembre 2026 à 14 h 05');
    expect(rows[0]).toHaveTextContent('Code postal des travaux : 19100');
    expect(rows[0]).toHaveTextContent('Non traitée');
    expect(rows[1]).toHaveTextContent('Anne Leroy');
    expect(rows[1]).toHaveTextContent('Traitée');
    expect(rows[2]).toHaveTextContent('Marc Roche');
    for (const name of ['Voir', 'Supprimer']) {
      expect(
        within(rows[0]!).getByRole('button', {
          name: `${name} la demande de Jean Dupont du 24 novembre 2026 à 14\u00a0h\u00a005`,
        }),
      ).toHaveTextContent(name);
    }
    expect(panel).not.toHaveTextContent('jean.dupont@exemple.fr');
    expect(panel).not.toHaveTextContent('salle de bains');
    expect(fetchDemande).not.toHaveBeenCalled();
    // The same button closes them.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Atelier Martin' })).not.toBeInTheDocument();
  });

  it("says when an artisan's requests cannot be loaded, with a retry", async () => {
    jest
      .mocked(fetchArtisanDemandes)
      .mockRejectedValueOnce(new ApiRequestError('Le serveur est injoignable.', null));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Atelier Martin' }));
    const panel = screen.getByRole('region', { name: 'Atelier Martin' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    await user.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    expect(await within(panel).findByText('Jean Dupont')).toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens the requests and a request, Escape closes it and the focus returns', async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Atelier Martin' });
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    const panel = screen.getByRole('region', { name: 'Atelier Martin' });
    await within(panel).findByText('Jean Dupont');
    // The requests come next in the tab order, right after the name that opened them.
    await user.tab();
    const view = within(panel).getByRole('button', { name: /^Voir la demande de Jean Dupont/ });
    expect(view).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Demande de Jean Dupont' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('« Voir » asks for the request and shows its whole content', async () => {
    const user = userEvent.setup();
    renderPage();
    const { rows } = await openMartin(user);
    await user.click(within(rows[0]!).getByRole('button', { name: /^Voir la demande de Jean Dupont/ }));
    expect(fetchDemande).toHaveBeenCalledWith(31);
    const view = screen.getByRole('dialog', { name: 'Demande de Jean Dupont' });
    expect(await within(view).findByRole('link', { name: 'jean.dupont@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:jean.dupont@exemple.fr',
    );
    // The stored digits in pairs, dialled in their international form.
    expect(within(view).getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+33612345678',
    );
    expect(view).toHaveTextContent('Envoyée à Atelier Martin');
    expect(view).toHaveTextContent('Code postal des travaux19100');
    expect(view).toHaveTextContent('Envoyée le24 novembre 2026 à 14 h 05');
    expect(view).toHaveTextContent('ÉtatNon traitée');
    expect(within(view).getByRole('heading', { level: 3, name: 'Message' })).toBeInTheDocument();
    expect(within(view).getByText(/je voudrais un devis/)).toHaveTextContent(
      'Bonjour, je voudrais un devis pour refaire ma salle de bains.',
    );
  });

  it('shows a number that is not French as it was stored, and « Non indiqué » without one', async () => {
    jest
      .mocked(fetchDemande)
      .mockImplementation(async (id) =>
        id === 31 ? { ...dupont, telephone: '32471234567' } : { ...leroy, telephone: null },
      );
    const user = userEvent.setup();
    renderPage();
    const { rows } = await openMartin(user);
    await user.click(within(rows[0]!).getByRole('button', { name: /^Voir la demande de Jean Dupont/ }));
    const view = screen.getByRole('dialog', { name: 'Demande de Jean Dupont' });
    expect(await within(view).findByRole('link', { name: '32471234567' })).toHaveAttribute(
      'href',
      'tel:32471234567',
    );
  });

  it('deletes a request after confirmation, then shows the new counts', async () => {
    jest.mocked(deleteDemande).mockResolvedValue();
    const user = userEvent.setup();
    renderPage();
    const { toggle, panel, rows } = await openMartin(user);
    const remove = within(rows[0]!).getByRole('button', { name: /^Supprimer la demande de Jean Dupont/ });

    // Annuler deletes nothing.
    await user.click(remove);
    let confirm = screen.getByRole('dialog', { name: 'Supprimer cette demande ?' });
    expect(confirm).toHaveTextContent(
      'Supprimer la demande de Jean Dupont à Atelier Martin ? Elle ne pourra pas être récupérée.',
    );
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(deleteDemande).not.toHaveBeenCalled();
    expect(remove).toHaveFocus();

    // The API now answers without it.
    jest.mocked(fetchDemandeCounts).mockResolvedValue([zola, { ...martin, total: 2, nonTraitees: 0 }]);
    jest.mocked(fetchArtisanDemandes).mockResolvedValue(demandeList([leroy, roche]));
    await user.click(remove);
    confirm = screen.getByRole('dialog', { name: 'Supprimer cette demande ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer la demande' }));

    expect(deleteDemande).toHaveBeenCalledWith(31);
    expect(toast.success).toHaveBeenCalledWith('Demande supprimée.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Jean Dupont')).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    // The focus, which was on the deleted row, goes back to the artisan's name.
    await waitFor(() => expect(toggle).toHaveFocus());
    // The counts were asked for again, and the artisan's row says so.
    await waitFor(() => expect(fetchDemandeCounts).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(toggle.closest('li')).toHaveTextContent('2 demandes, toutes traitées'));
    expect(fetchArtisanDemandes).toHaveBeenCalledTimes(2);
  });

  it("shows the API's French message when a deletion fails, and keeps the request", async () => {
    jest.mocked(deleteDemande).mockRejectedValue(new ApiRequestError('Demande introuvable.', 404));
    const user = userEvent.setup();
    renderPage();
    const { panel, rows } = await openMartin(user);
    await user.click(within(rows[0]!).getByRole('button', { name: /^Supprimer la demande de Jean Dupont/ }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la demande' }));
    expect(deleteDemande).toHaveBeenCalledWith(31);
    expect(toast.error).toHaveBeenCalledWith('Demande introuvable.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(panel).getByText('Jean Dupont')).toBeInTheDocument();
    expect(fetchDemandeCounts).toHaveBeenCalledTimes(1);
  });

  it("after an artisan's last request is deleted, the focus waits on their name, then goes to the next artisan", async () => {
    jest.mocked(deleteDemande).mockResolvedValue();
    jest.mocked(fetchArtisanDemandes).mockResolvedValue(demandeList([dupont]));
    const user = userEvent.setup();
    renderPage();
    const { toggle, panel } = await openMartin(user);
    // The counts come back only when the test says so.
    let answer: (counts: DemandeCount[]) => void = () => undefined;
    jest.mocked(fetchDemandeCounts).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    jest.mocked(fetchArtisanDemandes).mockResolvedValue(demandeList([]));
    await user.click(within(panel).getByRole('button', { name: /^Supprimer la demande de Jean Dupont/ }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la demande' }));
    expect(toast.success).toHaveBeenCalledWith('Demande supprimée.');
    expect(
      within(panel).getByRole('heading', { level: 3, name: 'Aucune demande pour cet artisan.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
    await act(async () => answer([zola]));
    expect(toggle).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Électricité Zola' })).toHaveFocus());
  });

  it('when the counts come back first, the focus goes to the next artisan all the same', async () => {
    jest.mocked(deleteDemande).mockResolvedValue();
    jest.mocked(fetchArtisanDemandes).mockResolvedValue(demandeList([dupont]));
    const user = userEvent.setup();
    renderPage();
    const { panel } = await openMartin(user);
    jest.mocked(fetchDemandeCounts).mockResolvedValue([zola]);
    jest.mocked(fetchArtisanDemandes).mockResolvedValue(demandeList([]));
    await user.click(within(panel).getByRole('button', { name: /^Supprimer la demande de Jean Dupont/ }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la demande' }));
    expect(toast.success).toHaveBeenCalledWith('Demande supprimée.');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Atelier Martin' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Électricité Zola' })).toHaveFocus());
  });

  it('when the last artisan leaves the list, the focus goes to the list that says so', async () => {
    jest.mocked(deleteDemande).mockResolvedValue();
    jest.mocked(fetchDemandeCounts).mockResolvedValue([martin]);
    jest.mocked(fetchArtisanDemandes).mockResolvedValue(demandeList([dupont]));
    const user = userEvent.setup();
    renderPage();
    const { panel } = await openMartin(user);
    jest.mocked(fetchDemandeCounts).mockResolvedValue([]);
    jest.mocked(fetchArtisanDemandes).mockResolvedValue(demandeList([]));
    await user.click(within(panel).getByRole('button', { name: /^Supprimer la demande de Jean Dupont/ }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la demande' }));
    const empty = await screen.findByRole('heading', { level: 2, name: 'Aucune demande reçue.' });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(empty);
  });
});
