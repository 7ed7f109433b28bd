import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@annuaire/shared/client/http';
import { AVIS_MESSAGES } from '@annuaire/shared/contract/avis';
import type { Role } from '@annuaire/shared/contract/auth';
import { frenchDay } from '@annuaire/shared/domain/french-dates';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { invitationFixture } from '../features/avis/test/avis-fixtures';
import { fakeAvisApi } from '../features/avis/test/fake-avis-api';
import { fakeDemandesApi, unreachable } from '../test/fake-demandes-api';
import { demandeFixture } from '../test/fixtures';
import { EDITOR_PARTS, EditorDemandes } from './editor-parts';

const jeanne = demandeFixture({
  id: 31,
  nom: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  dateEnvoi: '2026-11-24T13:05:00.000Z',
  traitee: true,
});
const paul = demandeFixture({
  id: 32,
  nom: 'Paul Durand',
  email: 'paul.durand@example.fr',
  dateEnvoi: '2026-11-20T08:00:00.000Z',
  traitee: true,
});
const alice = demandeFixture({
  id: 33,
  nom: 'Alice Bernard',
  email: 'alice.bernard@example.fr',
  dateEnvoi: '2026-07-01T06:45:00.000Z',
  traitee: true,
});
const EMAILS = { 31: jeanne.email, 32: paul.email, 33: alice.email };

/** The inbox and the reviews' routes, answered by their fakes on one fetch. */
function fakeApis(setup: Parameters<typeof fakeAvisApi>[0] = {}, list = [jeanne, paul, alice]) {
  const demandes = fakeDemandesApi(list);
  const avis = fakeAvisApi({ demandeEmails: EMAILS, ...setup });
  configureApi({});
  return { demandes, avis };
}

/** The inbox showing every request (« Toutes »): the handled ones are those a review is asked about. */
async function renderSections(role: Role = 'ROLE_ARTISAN') {
  const view = render(withQueryClient(<EditorDemandes artisanId={7} role={role} />));
  await userEvent.click(await screen.findByRole('button', { name: 'Toutes (3)' }));
  return view;
}

/** Confirms the invitation in the dialog « Demander un avis » opens. */
async function confirmInvitation() {
  const dialog = await screen.findByRole('dialog', { name: 'Envoyer une invitation à laisser un avis ?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
}

function request(nom: string): HTMLElement {
  return screen.getByRole('article', { name: nom });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the editor’s parts', () => {
  it('counts the requests to handle for the « Demandes » tab, and says nothing when there are none', async () => {
    const { DemandesBadge } = EDITOR_PARTS;
    fakeApis({}, [jeanne, { ...paul, traitee: false }, { ...alice, traitee: false }]);
    const view = render(withQueryClient(<DemandesBadge artisanId={7} role="ROLE_ARTISAN" />));
    expect(await screen.findByText('2')).toHaveTextContent('2 à traiter');
    view.unmount();
    fakeApis();
    const { container } = render(withQueryClient(<DemandesBadge artisanId={7} role="ROLE_ARTISAN" />));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('gives « Avis clients » as the « Avis » part', async () => {
    const { Avis } = EDITOR_PARTS;
    fakeApis();
    render(withQueryClient(<Avis artisanId={7} role="ROLE_ARTISAN" />));
    expect(await screen.findByRole('region', { name: 'Avis clients' })).toBeInTheDocument();
  });
});

describe('« Demander un avis » on a request', () => {
  it('is offered on each request, and says « Invitation envoyée le … » where a working or used one was sent', async () => {
    fakeApis({
      invitations: [
        invitationFixture({ demandeId: 31, email: jeanne.email, dateEnvoi: '2026-11-25T09:00:00.000Z' }),
        invitationFixture({
          demandeId: 32,
          email: paul.email,
          dateEnvoi: '2026-10-02T09:00:00.000Z',
          etat: 'UTILISEE',
        }),
        invitationFixture({
          demandeId: 33,
          email: alice.email,
          dateEnvoi: '2026-07-02T09:00:00.000Z',
          etat: 'EXPIREE',
        }),
      ],
    });
    await renderSections();
    const first = within(await screen.findByRole('article', { name: 'Jeanne Martin' }));
    expect(await first.findByText(/^Invitation envoyée le/)).toHaveTextContent(
      'Invitation envoyée le 25 novembre 2026',
    );
    expect(first.queryByRole('button', { name: 'Demander un avis' })).not.toBeInTheDocument();
    // The mark button of the inbox stays.
    expect(first.getByRole('button', { name: 'Marquer comme non traitée' })).toBeInTheDocument();
    expect(within(request('Paul Durand')).getByText(/^Invitation envoyée le/)).toHaveTextContent(
      'Invitation envoyée le 2 octobre 2026',
    );
    // An expired link: the customer can be invited again.
    const expired = within(request('Alice Bernard')).getByRole('button', { name: 'Demander un avis' });
    expect(expired).toHaveAccessibleDescription('Alice Bernard');
  });

  it('invites the request’s sender with { demandeId }, once confirmed, then says when', async () => {
    const { avis } = fakeApis();
    await renderSections();
    await screen.findByRole('article', { name: 'Jeanne Martin' });
    const row = within(request('Jeanne Martin'));
    await userEvent.click(await row.findByRole('button', { name: 'Demander un avis' }));
    // « Annuler » sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer une invitation à laisser un avis ?' });
    expect(dialog).toHaveTextContent('Un e-mail invitera Jeanne Martin à laisser un avis vérifié');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(avis.callsOf('POST')).toEqual([]);
    await userEvent.click(row.getByRole('button', { name: 'Demander un avis' }));
    await confirmInvitation();

    const sent = await row.findByText(/^Invitation envoyée le/);
    expect(sent).toHaveTextContent(`Invitation envoyée le ${frenchDay(new Date().toISOString())}`);
    await waitFor(() => expect(sent).toHaveFocus());
    expect(row.queryByRole('button', { name: 'Demander un avis' })).not.toBeInTheDocument();
    expect(avis.callsOf('POST')).toEqual([
      { method: 'POST', path: '/api/avis/invitations', body: { demandeId: 31 } },
    ]);
    // The other requests keep their button.
    expect(
      within(request('Paul Durand')).getByRole('button', { name: 'Demander un avis' }),
    ).toBeInTheDocument();
  });

  it('says the day’s limit (429) beside the button, which stays', async () => {
    const { avis } = fakeApis({ restantesAujourdhui: 0 });
    await renderSections();
    await screen.findByRole('article', { name: 'Jeanne Martin' });
    const row = within(request('Jeanne Martin'));
    await userEvent.click(row.getByRole('button', { name: 'Demander un avis' }));
    await confirmInvitation();
    expect(await row.findByRole('alert')).toHaveTextContent(AVIS_MESSAGES.invitationsPerDay);
    expect(row.getByRole('button', { name: 'Demander un avis' })).toBeEnabled();
    expect(avis.callsOf('POST')).toHaveLength(1);
  });

  it('is never retried: a failed send is one call, said in French', async () => {
    const { avis } = fakeApis();
    avis.answerNext('POST', unreachable, 2);
    await renderSections();
    await screen.findByRole('article', { name: 'Jeanne Martin' });
    const row = within(request('Jeanne Martin'));
    await userEvent.click(row.getByRole('button', { name: 'Demander un avis' }));
    await confirmInvitation();
    expect(await row.findByRole('alert')).toHaveTextContent(
      'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    );
    expect(avis.callsOf('POST')).toHaveLength(1);
  });

  it('is not offered to an admin, who does not read the artisan’s invitations', async () => {
    const { avis } = fakeApis();
    await renderSections('ROLE_ADMIN');
    await screen.findByRole('article', { name: 'Jeanne Martin' });
    expect(screen.queryByRole('button', { name: 'Demander un avis' })).not.toBeInTheDocument();
    expect(avis.calls.some((call) => call.path === '/api/avis/invitations')).toBe(false);
  });

  it('is offered once the request is marked handled, which keeps it in view under « À traiter »', async () => {
    const { avis } = fakeApis({}, [{ ...jeanne, traitee: false }, paul, alice]);
    render(withQueryClient(<EditorDemandes artisanId={7} role="ROLE_ARTISAN" />));
    // « À traiter » by default: only Jeanne's request.
    const row = within(await screen.findByRole('article', { name: 'Jeanne Martin' }));
    expect(screen.getByRole('button', { name: 'À traiter (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article', { name: 'Paul Durand' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Demander un avis' })).not.toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Marquer comme traitée' }));
    await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (toutes traitées)' });
    await userEvent.click(await row.findByRole('button', { name: 'Demander un avis' }));
    await confirmInvitation();
    await row.findByText(/^Invitation envoyée le/);
    expect(avis.callsOf('POST')).toEqual([
      { method: 'POST', path: '/api/avis/invitations', body: { demandeId: 31 } },
    ]);
  }, 20_000);
});
