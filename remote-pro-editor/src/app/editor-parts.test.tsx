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
import { EditorLinks, EditorSections } from './editor-parts';

const jeanne = demandeFixture({
  id: 31,
  nom: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  dateEnvoi: '2026-11-24T13:05:00.000Z',
});
const paul = demandeFixture({
  id: 32,
  nom: 'Paul Durand',
  email: 'paul.durand@example.fr',
  dateEnvoi: '2026-11-20T08:00:00.000Z',
});
const alice = demandeFixture({
  id: 33,
  nom: 'Alice Bernard',
  email: 'alice.bernard@example.fr',
  dateEnvoi: '2026-07-01T06:45:00.000Z',
});
const EMAILS = { 31: jeanne.email, 32: paul.email, 33: alice.email };

/** The inbox and the reviews' routes, answered by their fakes on one fetch. */
function fakeApis(setup: Parameters<typeof fakeAvisApi>[0] = {}) {
  const demandes = fakeDemandesApi([jeanne, paul, alice]);
  const avis = fakeAvisApi({ demandeEmails: EMAILS, ...setup });
  configureApi({});
  return { demandes, avis };
}

function renderSections(role: Role = 'ROLE_ARTISAN') {
  return render(withQueryClient(<EditorSections artisanId={7} role={role} />));
}

function request(nom: string): HTMLElement {
  return screen.getByRole('article', { name: nom });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the editor’s parts', () => {
  it('links the header down to « Demandes reçues » and « Avis clients »', async () => {
    fakeApis();
    render(withQueryClient(<EditorLinks artisanId={7} role="ROLE_ARTISAN" />));
    expect(await screen.findByRole('link', { name: 'Demandes reçues (3 non traitées)' })).toHaveAttribute(
      'href',
      '#demandes-recues',
    );
    expect(screen.getByRole('link', { name: 'Avis clients' })).toHaveAttribute('href', '#avis-clients');
  });

  it('puts « Avis clients » after « Demandes reçues »', async () => {
    fakeApis();
    renderSections();
    const demandes = await screen.findByRole('region', { name: 'Demandes reçues (3 non traitées)' });
    const avis = screen.getByRole('region', { name: 'Avis clients' });
    expect(demandes.compareDocumentPosition(avis) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
    renderSections();
    const first = within(await screen.findByRole('article', { name: 'Jeanne Martin' }));
    expect(await first.findByText(/^Invitation envoyée le/)).toHaveTextContent(
      'Invitation envoyée le 25 novembre 2026',
    );
    expect(first.queryByRole('button', { name: 'Demander un avis' })).not.toBeInTheDocument();
    // The mark button of the inbox stays.
    expect(first.getByRole('button', { name: 'Marquer comme traitée' })).toBeInTheDocument();
    expect(within(request('Paul Durand')).getByText(/^Invitation envoyée le/)).toHaveTextContent(
      'Invitation envoyée le 2 octobre 2026',
    );
    // An expired link: the customer can be invited again.
    const expired = within(request('Alice Bernard')).getByRole('button', { name: 'Demander un avis' });
    expect(expired).toHaveAccessibleDescription('Alice Bernard');
  });

  it('invites the request’s sender with { demandeId }, once, then says when', async () => {
    const { avis } = fakeApis();
    renderSections();
    await screen.findByRole('article', { name: 'Jeanne Martin' });
    const row = within(request('Jeanne Martin'));
    await userEvent.click(await row.findByRole('button', { name: 'Demander un avis' }));

    const sent = await row.findByText(/^Invitation envoyée le/);
    expect(sent).toHaveTextContent(`Invitation envoyée le ${frenchDay(new Date().toISOString())}`);
    await waitFor(() => expect(sent).toHaveFocus());
    expect(row.queryByRole('button', { name: 'Demander un avis' })).not.toBeInTheDocument();
    expect(avis.callsOf('POST')).toEqual([
      { method: 'POST', path: '/api/avis/invitations', body: { demandeId: 31 } },
    ]);
    // The other requests keep their button; « Invitations envoyées » lists it.
    expect(
      within(request('Paul Durand')).getByRole('button', { name: 'Demander un avis' }),
    ).toBeInTheDocument();
    const invitations = screen.getByRole('region', { name: 'Invitations envoyées' });
    expect(within(invitations).getByText('jeanne.martin@example.fr')).toBeInTheDocument();
  });

  it('says the day’s limit (429) beside the button, which stays', async () => {
    const { avis } = fakeApis({ restantesAujourdhui: 0 });
    renderSections();
    await screen.findByRole('article', { name: 'Jeanne Martin' });
    const row = within(request('Jeanne Martin'));
    await userEvent.click(row.getByRole('button', { name: 'Demander un avis' }));
    expect(await row.findByRole('alert')).toHaveTextContent(AVIS_MESSAGES.invitationsPerDay);
    expect(row.getByRole('button', { name: 'Demander un avis' })).toBeEnabled();
    expect(avis.callsOf('POST')).toHaveLength(1);
  });

  it('is never retried: a failed send is one call, said in French', async () => {
    const { avis } = fakeApis();
    avis.answerNext('POST', unreachable, 2);
    renderSections();
    await screen.findByRole('article', { name: 'Jeanne Martin' });
    const row = within(request('Jeanne Martin'));
    await userEvent.click(row.getByRole('button', { name: 'Demander un avis' }));
    expect(await row.findByRole('alert')).toHaveTextContent(
      'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    );
    expect(avis.callsOf('POST')).toHaveLength(1);
  });

  it('is not offered to an admin, who does not read the artisan’s invitations', async () => {
    const { avis } = fakeApis();
    renderSections('ROLE_ADMIN');
    await screen.findByRole('article', { name: 'Jeanne Martin' });
    expect(screen.queryByRole('button', { name: 'Demander un avis' })).not.toBeInTheDocument();
    expect(avis.calls.some((call) => call.path === '/api/avis/invitations')).toBe(false);
  });
});
