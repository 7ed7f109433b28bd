import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { acceptRetrait, fetchRetraits, refuseRetrait } from '@annuaire/shared/client/retraits';
import {
  RETRAIT_MESSAGES,
  type DemandeRetrait,
  type DemandeRetraitPage,
} from '@annuaire/shared/contract/retrait';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { EMPTY_FILTERED, EMPTY_RETRAITS, RetraitsPage } from './retraits-page';

jest.mock('@annuaire/shared/client/retraits');
jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function retrait(overrides: Partial<DemandeRetrait> = {}): DemandeRetrait {
  return {
    id: 1,
    siret: '35600000000048',
    email: 'gerant@plomberie.fr',
    motif: 'Je ne souhaite pas figurer dans l’annuaire.',
    artisanId: 7,
    fiche: { entrepriseNom: 'Plomberie des Registres', compte: false },
    etablissement: { nom: 'PLOMBERIE DES REGISTRES', commune: 'BRIVE-LA-GAILLARDE' },
    creeeLe: '2026-11-20T10:00:00.000Z',
    statut: 'EN_ATTENTE',
    traiteeLe: null,
    motifRefus: null,
    resultat: null,
    ...overrides,
  };
}

function pageOf(items: DemandeRetrait[], extra: Partial<DemandeRetraitPage> = {}): DemandeRetraitPage {
  return { items, total: items.length, page: 1, size: 20, pageCount: 1, ...extra };
}

const WAITING = retrait();
const REFUSED = retrait({
  id: 2,
  siret: '73282932000074',
  email: 'autre@exemple.fr',
  artisanId: null,
  fiche: null,
  etablissement: null,
  statut: 'REFUSEE',
  traiteeLe: '2026-11-21T09:00:00.000Z',
  motifRefus: 'SIRET d’un autre établissement.',
});
const ACCEPTED = retrait({
  id: 3,
  siret: '73282932000108',
  statut: 'ACCEPTEE',
  traiteeLe: '2026-11-22T09:00:00.000Z',
  artisanId: null,
  fiche: null,
  resultat: 'FICHE_SUPPRIMEE',
});

function Location() {
  const current = useLocation();
  return <output data-testid="location">{`${current.pathname}${current.search}`}</output>;
}

function renderPage(path = '/backoffice/admin/retraits') {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <RetraitsPage />
        <Location />
      </MemoryRouter>,
    ),
  );
}

const card = (siret: string) => screen.getByRole('article', { name: `SIRET ${siret}` });

describe('RetraitsPage', () => {
  beforeEach(() => {
    jest
      .mocked(fetchRetraits)
      .mockReset()
      .mockResolvedValue(pageOf([WAITING, REFUSED, ACCEPTED]));
    jest.mocked(acceptRetrait).mockReset();
    jest.mocked(refuseRetrait).mockReset();
    jest.mocked(toast.success).mockReset();
    jest.mocked(toast.error).mockReset();
  });

  it('says it is loading, then lists each request with what the admin needs to decide', async () => {
    jest.mocked(fetchRetraits).mockReturnValueOnce(new Promise(() => undefined));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Demandes de retrait' })).toBeInTheDocument();
    expect(screen.getByText('Chargement des demandes de retrait...')).toBeInTheDocument();
    expect(document.title).toBe('Demandes de retrait – Back-office – Annuaire des artisans');
  });

  it('shows a waiting request’s facts and its two decisions, and a decided one’s outcome without them', async () => {
    renderPage();
    const waiting = await screen.findByRole('article', { name: 'SIRET 356 000 000 00048' });
    expect(within(waiting).getByText('En attente')).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'gerant@plomberie.fr' })).toHaveAttribute(
      'href',
      'mailto:gerant@plomberie.fr',
    );
    expect(within(waiting).getByRole('link', { name: 'Plomberie des Registres' })).toHaveAttribute(
      'href',
      '/artisan/7',
    );
    expect(waiting).toHaveTextContent('(sans compte artisan)');
    expect(waiting).toHaveTextContent('PLOMBERIE DES REGISTRES, BRIVE-LA-GAILLARDE');
    expect(waiting).toHaveTextContent('Motif : Je ne souhaite pas figurer dans l’annuaire.');
    expect(waiting).toHaveTextContent('Reçue le 20 novembre 2026 à 11 h 00');
    expect(
      within(waiting).getByRole('button', { name: 'Accepter la demande du SIRET 356 000 000 00048' }),
    ).toBeEnabled();
    expect(
      within(waiting).getByRole('button', { name: 'Refuser la demande du SIRET 356 000 000 00048' }),
    ).toBeEnabled();

    const refused = card('732 829 320 00074');
    expect(refused).toHaveTextContent('Refusée');
    expect(refused).toHaveTextContent('Motif du refus : SIRET d’un autre établissement.');
    expect(refused).toHaveTextContent('Non indiquée');
    expect(refused).toHaveTextContent('Absent des registres importés');
    expect(within(refused).queryByRole('button')).not.toBeInTheDocument();
    const accepted = card('732 829 320 00108');
    expect(accepted).toHaveTextContent('Fiche supprimée de l’annuaire.');
    expect(accepted).toHaveTextContent('traitée le 22 novembre 2026');
    expect(screen.getByText('3 demandes')).toBeInTheDocument();
  });

  it('filters by status through the address, back to page 1, and says when none has it', async () => {
    renderPage('/backoffice/admin/retraits?statut=EN_ATTENTE');
    await screen.findByRole('article', { name: 'SIRET 356 000 000 00048' });
    expect(fetchRetraits).toHaveBeenLastCalledWith({ page: 1, size: 20, statut: 'EN_ATTENTE' });
    expect(screen.getByLabelText('Statut')).toHaveValue('EN_ATTENTE');

    jest.mocked(fetchRetraits).mockResolvedValue(pageOf([]));
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'REFUSEE');
    expect(screen.getByTestId('location')).toHaveTextContent('/backoffice/admin/retraits?statut=REFUSEE');
    expect(await screen.findByText(EMPTY_FILTERED)).toBeInTheDocument();
    expect(fetchRetraits).toHaveBeenLastCalledWith({ page: 1, size: 20, statut: 'REFUSEE' });
    await userEvent.selectOptions(screen.getByLabelText('Statut'), '');
    expect(screen.getByTestId('location')).toHaveTextContent(/\/retraits$/);
    expect(await screen.findByText(EMPTY_RETRAITS)).toBeInTheDocument();
  });

  it('asks the API for the next page', async () => {
    jest.mocked(fetchRetraits).mockResolvedValue(pageOf([WAITING], { total: 25, pageCount: 2 }));
    renderPage();
    await screen.findByRole('article', { name: 'SIRET 356 000 000 00048' });
    const pages = screen.getByRole('navigation', { name: 'Pages des demandes de retrait' });
    await userEvent.click(within(pages).getByRole('button', { name: /Suivant/ }));
    await waitFor(() =>
      expect(fetchRetraits).toHaveBeenLastCalledWith({ page: 2, size: 20, statut: undefined }),
    );
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    jest.mocked(fetchRetraits).mockRejectedValueOnce(new ApiRequestError('Accès refusé.', 403));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'SIRET 356 000 000 00048' })).toBeInTheDocument();
  });

  it('accepts after a confirmation saying what it does, then focuses the request', async () => {
    jest.mocked(acceptRetrait).mockResolvedValue({ ...WAITING, statut: 'ACCEPTEE' });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Accepter la demande/ }));
    const dialog = screen.getByRole('dialog', { name: 'Accepter cette demande de retrait ?' });
    expect(dialog).toHaveTextContent('Le SIRET 356 000 000 00048 ne sera plus repris');
    expect(dialog).toHaveTextContent('sauf si un compte artisan la détient');
    expect(dialog).toHaveTextContent('gerant@plomberie.fr');
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    jest
      .mocked(fetchRetraits)
      .mockResolvedValue(
        pageOf([
          { ...WAITING, statut: 'ACCEPTEE', resultat: 'FICHE_SUPPRIMEE', traiteeLe: '2026-11-25T10:00:00Z' },
          REFUSED,
          ACCEPTED,
        ]),
      );
    await user.click(within(dialog).getByRole('button', { name: 'Accepter le retrait' }));
    expect(acceptRetrait).toHaveBeenCalledWith(1);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('acceptée')));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'SIRET 356 000 000 00048' })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: /^Accepter la demande/ })).not.toBeInTheDocument();
  });

  it('says when another admin decided first, and reads the page again', async () => {
    jest.mocked(acceptRetrait).mockRejectedValue(new ApiRequestError(RETRAIT_MESSAGES.alreadyDecided, 409));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Accepter la demande/ }));
    await user.click(screen.getByRole('button', { name: 'Accepter le retrait' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(RETRAIT_MESSAGES.alreadyDecided));
    await waitFor(() => expect(fetchRetraits).toHaveBeenCalledTimes(2));
  });

  it('refuses with a reason typed in a dialog, which the contract checks first', async () => {
    jest.mocked(refuseRetrait).mockResolvedValue({ ...WAITING, statut: 'REFUSEE', motifRefus: 'Non.' });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Refuser la demande/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser la demande de retrait' });
    expect(dialog).toHaveTextContent('SIRET 356 000 000 00048, demande de gerant@plomberie.fr');
    const motif = within(dialog).getByLabelText(/^Motif du refus/);
    expect(motif).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    expect(motif).toHaveAccessibleDescription(expect.stringContaining(RETRAIT_MESSAGES.motifRefusRequired));
    expect(refuseRetrait).not.toHaveBeenCalled();
    await user.type(motif, 'Le SIRET ne correspond pas à votre entreprise.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    await waitFor(() =>
      expect(refuseRetrait).toHaveBeenCalledWith(1, {
        motif: 'Le SIRET ne correspond pas à votre entreprise.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('refusée'));
  });

  it('keeps the refusal dialog open with its reason when the send fails', async () => {
    jest.mocked(refuseRetrait).mockRejectedValue(new ApiRequestError('Le serveur est injoignable.', null));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Refuser la demande/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser la demande de retrait' });
    await user.type(within(dialog).getByLabelText(/^Motif du refus/), 'Non justifiée.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la demande' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    expect(within(dialog).getByLabelText(/^Motif du refus/)).toHaveValue('Non justifiée.');
  });

  it('closes the refusal dialog with Escape, the request still waiting', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Refuser la demande/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refuseRetrait).not.toHaveBeenCalled();
  });
});
