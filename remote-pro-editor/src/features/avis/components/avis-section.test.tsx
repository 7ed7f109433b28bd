import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@annuaire/shared/client/http';
import { AVIS_MESSAGES } from '@annuaire/shared/contract/avis';
import type { Role } from '@annuaire/shared/contract/auth';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { invitationFixture, noteFixture } from '../test/avis-fixtures';
import { apiError, fakeAvisApi, heldAnswer } from '../test/fake-avis-api';
import { AvisSection } from './avis-section';

function renderSection(role: Role = 'ROLE_ARTISAN') {
  return render(withQueryClient(<AvisSection artisanId={7} role={role} />));
}

function part(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('AvisSection', () => {
  it('is the anchor « avis-clients » with its three parts for the artisan', async () => {
    fakeAvisApi();
    configureApi({});
    renderSection();
    const section = screen.getByRole('region', { name: 'Avis clients' });
    expect(section).toHaveAttribute('id', 'avis-clients');
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Inviter un client à laisser un avis' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Invitations envoyées' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3, name: 'Avis publiés' })).toBeInTheDocument();
    expect(
      await screen.findByText('Aucun avis publié pour l’instant. Invitez vos clients à en laisser un.'),
    ).toBeInTheDocument();
  });

  it('shows an admin the published reviews only, without asking for the artisan’s invitations', async () => {
    const api = fakeAvisApi({ notes: [noteFixture({ auteur: 'Marie D.' })] });
    configureApi({});
    renderSection('ROLE_ADMIN');
    expect(await screen.findByRole('article', { name: 'Marie D.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Seul l’artisan peut inviter ses clients à laisser un avis, répondre aux avis et les signaler.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('form', { name: 'Inviter un client à laisser un avis' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Répondre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Signaler cet avis' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/note/artisan/7']);
  });
});

describe('« Inviter un client à laisser un avis »', () => {
  it('says what the customer receives and how many invitations are left today', async () => {
    fakeAvisApi({ restantesAujourdhui: 17 });
    configureApi({});
    renderSection();
    const form = part('Inviter un client à laisser un avis');
    const email = within(form).getByLabelText(/E-mail du client/);
    expect(email).toHaveAccessibleDescription(
      'Votre client reçoit par e-mail un lien à usage unique, valable 30 jours. Son avis est vérifié avant publication. Rien ne peut être offert en échange d’un avis.',
    );
    expect(await within(form).findByText('17 invitations restantes aujourd’hui')).toBeInTheDocument();
  });

  it('refuses an empty or malformed e-mail in French next to the field, without a call', async () => {
    const api = fakeAvisApi();
    configureApi({});
    renderSection();
    const form = part('Inviter un client à laisser un avis');
    await within(form).findByText('20 invitations restantes aujourd’hui');
    const email = within(form).getByLabelText(/E-mail du client/);

    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('L’adresse e-mail est obligatoire.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await userEvent.type(email, 'jeanne.martin@');
    await userEvent.keyboard('{Enter}');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Adresse e-mail invalide.'));
    expect(api.callsOf('POST')).toHaveLength(0);
  });

  it('sends the invitation, says the API’s message, empties the field and lists it at once', async () => {
    const api = fakeAvisApi({ restantesAujourdhui: 20 });
    configureApi({});
    renderSection();
    const form = part('Inviter un client à laisser un avis');
    await within(form).findByText('20 invitations restantes aujourd’hui');
    const email = within(form).getByLabelText(/E-mail du client/);
    await userEvent.type(email, '  jeanne.martin@example.fr ');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Invitation envoyée à jeanne.martin@example.fr.',
    );
    expect(api.callsOf('POST')).toEqual([
      { method: 'POST', path: '/api/avis/invitations', body: { email: 'jeanne.martin@example.fr' } },
    ]);
    expect(email).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    const list = within(part('Invitations envoyées')).getByRole('list');
    expect(within(list).getByText('jeanne.martin@example.fr')).toBeInTheDocument();
    expect(within(list).getByText(/^Lien valable jusqu’au /)).toBeInTheDocument();
    expect(within(form).getByText('19 invitations restantes aujourd’hui')).toBeInTheDocument();
    // The list is asked again: the day's count is the server's.
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.method === 'GET' && call.path === '/api/avis/invitations'),
      ).toHaveLength(2),
    );
  });

  it('says the day’s limit (429) under the button and keeps what was typed', async () => {
    const api = fakeAvisApi({ restantesAujourdhui: 0 });
    configureApi({});
    renderSection();
    const form = part('Inviter un client à laisser un avis');
    expect(await within(form).findByText('0 invitation restante aujourd’hui')).toBeInTheDocument();
    const email = within(form).getByLabelText(/E-mail du client/);
    await userEvent.type(email, 'jeanne.martin@example.fr');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Vous avez envoyé 20 invitations aujourd’hui, le maximum par jour. Réessayez demain.',
    );
    expect(email).toHaveValue('jeanne.martin@example.fr');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
    expect(api.callsOf('POST')).toHaveLength(1);
  });

  it('puts the API’s field error (400) next to the field, not under the button', async () => {
    const api = fakeAvisApi();
    configureApi({});
    renderSection();
    const form = part('Inviter un client à laisser un avis');
    const email = within(form).getByLabelText(/E-mail du client/);
    await userEvent.type(email, 'jeanne.martin@example.fr');
    api.answerNext(
      'POST',
      apiError(400, 'Données invalides.', [{ path: 'email', message: 'Adresse e-mail invalide.' }]),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('Adresse e-mail invalide.')),
    );
    expect(email).toHaveFocus();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says next to the field that the artisan’s own address cannot be invited (the API’s 400)', async () => {
    const api = fakeAvisApi();
    configureApi({});
    renderSection();
    const form = part('Inviter un client à laisser un avis');
    const email = within(form).getByLabelText(/E-mail du client/);
    await userEvent.type(email, 'artisan@example.fr');
    const message = AVIS_MESSAGES.invitationToSelf;
    api.answerNext('POST', apiError(400, message, [{ path: 'email', message }]));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(email).toHaveValue('artisan@example.fr');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows « Envoi en cours... » while the invitation is being sent', async () => {
    const api = fakeAvisApi();
    configureApi({});
    renderSection();
    const form = part('Inviter un client à laisser un avis');
    await userEvent.type(within(form).getByLabelText(/E-mail du client/), 'jeanne.martin@example.fr');
    const held = heldAnswer(
      {
        message: AVIS_MESSAGES.invitationSent('jeanne.martin@example.fr'),
        invitation: invitationFixture({ email: 'jeanne.martin@example.fr' }),
      },
      201,
    );
    api.answerNext('POST', held.answer);
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer l’invitation' }));
    const busy = await within(form).findByRole('button', { name: 'Envoi en cours...' });
    expect(busy).toBeDisabled();
    held.release();
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Invitation envoyée à jeanne.martin@example.fr.',
    );
    expect(within(form).getByRole('button', { name: 'Envoyer l’invitation' })).toBeEnabled();
  });
});

describe('« Invitations envoyées »', () => {
  it('gives each invitation’s e-mail, day sent and state in words, newest first', async () => {
    fakeAvisApi({
      invitations: [
        invitationFixture({
          email: 'paul.durand@example.fr',
          dateEnvoi: '2026-09-01T08:00:00.000Z',
          dateExpiration: '2026-10-01T08:00:00.000Z',
          etat: 'EXPIREE',
        }),
        invitationFixture({
          email: 'jeanne.martin@example.fr',
          dateEnvoi: '2026-11-20T09:00:00.000Z',
          dateExpiration: '2026-12-20T09:00:00.000Z',
          etat: 'VALIDE',
        }),
        invitationFixture({
          email: 'alice.bernard@example.fr',
          dateEnvoi: '2026-10-05T08:00:00.000Z',
          etat: 'UTILISEE',
        }),
      ],
    });
    configureApi({});
    renderSection();
    const list = await within(part('Invitations envoyées')).findByRole('list', {
      name: 'Invitations envoyées, les plus récentes d’abord',
    });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'jeanne.martin@example.frEnvoyée le 20 novembre 2026Lien valable jusqu’au 20 décembre 2026',
      'alice.bernard@example.frEnvoyée le 5 octobre 2026Avis déposé',
      'paul.durand@example.frEnvoyée le 1 septembre 2026Lien expiré',
    ]);
    expect(within(rows[0]!).getByText('20 novembre 2026')).toHaveAttribute(
      'datetime',
      '2026-11-20T09:00:00.000Z',
    );
  });

  it('says when no invitation was sent yet', async () => {
    fakeAvisApi();
    configureApi({});
    renderSection();
    const invitations = part('Invitations envoyées');
    expect(within(invitations).getByRole('status')).toHaveTextContent('Chargement des invitations...');
    expect(
      await within(invitations).findByText(
        'Aucune invitation envoyée pour l’instant. Les invitations que vous envoyez s’affichent ici avec leur état.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a load failure in French and tries again', async () => {
    const api = fakeAvisApi({ invitations: [invitationFixture({ email: 'jeanne.martin@example.fr' })] });
    // The client tries a read twice before failing.
    api.answerNext('GET', unreachable, 2, '/api/avis/invitations');
    configureApi({});
    renderSection();
    const invitations = part('Invitations envoyées');
    expect(await within(invitations).findByRole('alert')).toHaveTextContent(
      'Impossible de charger les invitations envoyées.Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    );
    await userEvent.click(within(invitations).getByRole('button', { name: 'Réessayer' }));
    expect(await within(invitations).findByText('jeanne.martin@example.fr')).toBeInTheDocument();
  });

  it('shows the 20 newest, then all of them with « Voir tout »', async () => {
    const many = Array.from({ length: 26 }, (_, index) =>
      invitationFixture({
        email: `client${index + 1}@example.fr`,
        // client1 is the newest.
        dateEnvoi: new Date(Date.UTC(2026, 10, 24, 12) - index * 3_600_000).toISOString(),
      }),
    );
    fakeAvisApi({ invitations: many });
    configureApi({});
    renderSection();
    const invitations = part('Invitations envoyées');
    const list = await within(invitations).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(invitations).getByText('20 invitations affichées sur 26')).toBeInTheDocument();
    expect(within(list).queryByText('client21@example.fr')).not.toBeInTheDocument();

    const toggle = within(invitations).getByRole('button', { name: 'Voir tout' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(26);
    expect(within(list).getByText('client26@example.fr')).toBeInTheDocument();
    const back = within(invitations).getByRole('button', { name: 'Voir les 20 plus récentes' });
    expect(back).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(back);
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  });
});
