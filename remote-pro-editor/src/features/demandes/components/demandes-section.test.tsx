import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { configureApi } from '@annuaire/shared/client/http';
import type { Role } from '@annuaire/shared/contract/auth';
import type { Demande } from '@annuaire/shared/contract/demande';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { demandeFixture, reactiviteFixture, spyToasts } from '../../../test/fixtures';
import { apiError, fakeDemandesApi, unreachable } from '../../../test/fake-demandes-api';
import type { DemandeActionProps } from './demande-item';
import { DemandesSection } from './demandes-section';

const jeanne = demandeFixture({
  id: 31,
  nom: 'Jeanne Martin',
  email: 'jeanne.martin@example.fr',
  telephone: '0612345678',
  codePostal: '19100',
  message: 'Bonjour,\nJe souhaite remplacer mon chauffe-eau de 200 litres avant l’hiver.\nMerci !',
  dateEnvoi: '2026-11-24T13:05:00.000Z',
});
const paul = demandeFixture({
  id: 32,
  nom: 'Paul Durand',
  email: 'paul.durand@example.fr',
  telephone: null,
  codePostal: '19360',
  message: 'Une fuite sous l’évier de la cuisine, pouvez-vous passer cette semaine ?',
  dateEnvoi: '2026-11-20T08:00:00.000Z',
  traitee: true,
  dateTraitement: '2026-11-20T10:30:00.000Z',
});
const alice = demandeFixture({
  id: 33,
  nom: 'Alice Bernard',
  codePostal: '19000',
  message: 'Devis pour une salle de bains complète, environ 6 m².',
  dateEnvoi: '2026-07-01T06:45:00.000Z',
});

function renderSection(role: Role = 'ROLE_ARTISAN') {
  const toasts = spyToasts();
  const view = render(withQueryClient(<DemandesSection artisanId={7} role={role} />));
  return { ...view, toasts };
}

/** One request of the list, by the visitor's name. */
function request(nom: string): HTMLElement {
  return screen.getByRole('article', { name: nom });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('DemandesSection', () => {
  it('lists the requests newest first, each with its French date, contact links, postcode, message and state', async () => {
    fakeDemandesApi([alice, paul, jeanne]);
    configureApi({});
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des demandes...');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (2 non traitées)' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toutes (3)' }));
    const list = screen.getByRole('list', { name: 'Demandes reçues, les plus récentes d’abord' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Jeanne Martin', 'Paul Durand', 'Alice Bernard']);

    const first = within(request('Jeanne Martin'));
    expect(first.getByText('le 24 novembre 2026 à 14 h 05')).toHaveAttribute(
      'datetime',
      '2026-11-24T13:05:00.000Z',
    );
    expect(first.getByText('Nouvelle')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'jeanne.martin@example.fr' })).toHaveAttribute(
      'href',
      'mailto:jeanne.martin@example.fr',
    );
    expect(first.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');
    expect(first.getByText('19100')).toBeInTheDocument();
    // The whole message, its line breaks kept (shown with white-space: pre-wrap).
    expect(first.getByText(/Je souhaite remplacer/).textContent).toBe(jeanne.message);
    expect(first.getByRole('button', { name: 'Marquer comme traitée' })).toBeInTheDocument();

    const handled = within(request('Paul Durand'));
    expect(handled.getByText('le 20 novembre 2026 à 9 h 00')).toBeInTheDocument();
    expect(handled.getByText(/^Traitée/)).toHaveTextContent('Traitée le 20 novembre 2026 à 11 h 30');
    expect(handled.queryByText('Nouvelle')).not.toBeInTheDocument();
    expect(handled.getByText('non indiqué')).toBeInTheDocument();
    expect(handled.getByRole('button', { name: 'Marquer comme non traitée' })).toBeInTheDocument();

    // Summer time: UTC+2.
    expect(within(request('Alice Bernard')).getByText('le 1er juillet 2026 à 8 h 45')).toBeInTheDocument();
  });

  it('shows the requests to handle by default, every request under « Toutes », and says when none is to handle', async () => {
    fakeDemandesApi([alice, paul, jeanne]);
    configureApi({});
    renderSection();
    const unhandled = await screen.findByRole('button', { name: 'À traiter (2)' });
    expect(unhandled).toHaveAttribute('aria-pressed', 'true');
    const all = screen.getByRole('button', { name: 'Toutes (3)' });
    expect(all).toHaveAttribute('aria-pressed', 'false');
    const names = () =>
      within(screen.getByRole('list', { name: 'Demandes reçues, les plus récentes d’abord' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(names()).toEqual(['Jeanne Martin', 'Alice Bernard']);
    await userEvent.click(all);
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['Jeanne Martin', 'Paul Durand', 'Alice Bernard']);
  });

  it('says that nothing is to handle, and where the handled requests are', async () => {
    fakeDemandesApi([paul]);
    configureApi({});
    renderSection();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Aucune demande à traiter : vous êtes à jour.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Les demandes déjà traitées restent sous « Toutes ».')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toutes (1)' }));
    expect(request('Paul Durand')).toBeInTheDocument();
  });

  it('marks a request handled with PUT { traitee: true } from the keyboard, and the count follows', async () => {
    const api = fakeDemandesApi([jeanne, paul, alice]);
    configureApi({});
    renderSection();
    await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (2 non traitées)' });

    const button = within(request('Jeanne Martin')).getByRole('button', { name: 'Marquer comme traitée' });
    button.focus();
    await userEvent.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (1 non traitée)' }),
    ).toBeInTheDocument();
    expect(api.callsOf('PUT')).toEqual([
      { method: 'PUT', path: '/api/demandes/31', body: { traitee: true } },
    ]);
    const row = within(request('Jeanne Martin'));
    expect(row.queryByText('Nouvelle')).not.toBeInTheDocument();
    expect(row.getByText(/^Traitée/)).toHaveTextContent('Traitée le 25 novembre 2026 à 9 h 30');
    await waitFor(() => expect(row.getByRole('button', { name: 'Marquer comme non traitée' })).toHaveFocus());
    expect(screen.getByText('La demande de Jeanne Martin est marquée comme traitée.')).toBeInTheDocument();

    // And back: PUT { traitee: false }.
    await userEvent.click(row.getByRole('button', { name: 'Marquer comme non traitée' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (2 non traitées)' }),
    ).toBeInTheDocument();
    expect(api.callsOf('PUT')[1]).toEqual({
      method: 'PUT',
      path: '/api/demandes/31',
      body: { traitee: false },
    });
    expect(row.getByText('Nouvelle')).toBeInTheDocument();
  });

  it('says when every request is handled, without a count', async () => {
    fakeDemandesApi([paul]);
    configureApi({});
    renderSection();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (toutes traitées)' }),
    ).toBeInTheDocument();
  });

  it('keeps the row as it was and says why in French when the API refuses', async () => {
    const api = fakeDemandesApi([jeanne, paul]);
    configureApi({});
    const { toasts } = renderSection();
    await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (1 non traitée)' });
    api.answerNext('PUT', apiError(500, 'Une erreur interne est survenue. Veuillez réessayer plus tard.'));

    const row = within(request('Jeanne Martin'));
    await userEvent.click(row.getByRole('button', { name: 'Marquer comme traitée' }));

    const expected =
      'La demande de Jeanne Martin n’a pas pu être marquée comme traitée : Une erreur interne est survenue. Veuillez réessayer plus tard.';
    expect(await row.findByRole('alert')).toHaveTextContent(expected);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(expected));
    expect(row.getByText('Nouvelle')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Marquer comme traitée' })).toBeEnabled();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Demandes reçues (1 non traitée)' }),
    ).toBeInTheDocument();
    expect(api.callsOf('GET')).toHaveLength(1);

    // Another try that works takes the message away.
    await userEvent.click(row.getByRole('button', { name: 'Marquer comme traitée' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (toutes traitées)' }),
    ).toBeInTheDocument();
    expect(row.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how visitors reach the artisan when no request came yet', async () => {
    fakeDemandesApi([]);
    configureApi({});
    renderSection();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Aucune demande reçue pour le moment.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Demandes reçues' })).toBeInTheDocument();
    expect(
      screen.getByText(/avec le bouton « Contacter cet artisan » de votre page publique/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Délai médian/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the median time to handle a request and the badge shown, with its rule', async () => {
    fakeDemandesApi(
      [jeanne, paul],
      reactiviteFixture({ demandesCount: 6, delaiMedianHeures: 5.2, repondRapidement: true }),
    );
    configureApi({});
    renderSection();
    expect(await screen.findByText('Délai médian de traitement : 5 h')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Le badge « Répond rapidement » est affiché sur votre page publique. Il s’affiche à partir de 5 demandes traitées ou en attente depuis plus de 48 h, venant d’au moins 3 personnes différentes, avec un délai médian de traitement inférieur à 48 h. Les demandes envoyées depuis votre compte ou votre adresse e-mail ne comptent pas.',
      ),
    ).toBeInTheDocument();
  });

  it('says in days a median of two days or more, and that the badge is not shown', async () => {
    fakeDemandesApi(
      [jeanne],
      reactiviteFixture({ demandesCount: 7, delaiMedianHeures: 50, repondRapidement: false }),
    );
    configureApi({});
    renderSection();
    expect(await screen.findByText('Délai médian de traitement : 2 jours')).toBeInTheDocument();
    expect(
      screen.getByText(/^Le badge « Répond rapidement » n’est pas affiché sur votre page publique\./),
    ).toBeInTheDocument();
  });

  it('shows a load failure in French and tries again', async () => {
    const api = fakeDemandesApi([jeanne]);
    // The client tries a read twice before failing.
    api.answerNext('GET', unreachable, 2);
    configureApi({});
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les demandes reçues.Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (1 non traitée)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the 20 newest requests, then 20 more with « Afficher plus », the focus on the first added', async () => {
    const many: Demande[] = Array.from({ length: 45 }, (_, index) =>
      demandeFixture({
        nom: `Visiteur ${index + 1}`,
        // Visiteur 1 is the newest.
        dateEnvoi: new Date(Date.UTC(2026, 10, 24, 12) - index * 3_600_000).toISOString(),
      }),
    );
    fakeDemandesApi(many);
    configureApi({});
    renderSection();
    const list = await screen.findByRole('list', { name: 'Demandes reçues, les plus récentes d’abord' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('20 demandes affichées sur 45')).toBeInTheDocument();
    expect(within(list).queryByRole('article', { name: 'Visiteur 21' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(within(list).getAllByRole('article')).toHaveLength(40);
    expect(within(list).getByRole('article', { name: 'Visiteur 21' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(within(list).getAllByRole('article')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
  });

  it('lets an admin read the requests without marking them', async () => {
    const api = fakeDemandesApi([jeanne, paul]);
    configureApi({});
    renderSection('ROLE_ADMIN');
    expect(
      await screen.findByText('Seul l’artisan peut marquer ses demandes comme traitées.'),
    ).toBeInTheDocument();
    expect(within(request('Jeanne Martin')).getByText('Nouvelle')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Marquer comme/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /^Le badge « Répond rapidement » n’est pas affiché sur la page publique de l’artisan\./,
      ),
    ).toBeInTheDocument();
    expect(api.callsOf('PUT')).toHaveLength(0);
    // An admin's reading is not the artisan's: « Ma demande » still says « Envoyée ».
    expect(api.callsOf('POST')).toHaveLength(0);
  });

  it('records each request its artisan displays as read, once, and none already read', async () => {
    const read = demandeFixture({ nom: 'Lucie Petit', dateLecture: '2026-11-23T10:00:00.000Z' });
    const api = fakeDemandesApi([jeanne, alice, read]);
    configureApi({});
    renderSection();
    await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (3 non traitées)' });
    await waitFor(() => expect(api.callsOf('POST')).toHaveLength(2));
    expect(
      api
        .callsOf('POST')
        .map((call) => call.path)
        .sort(),
    ).toEqual([`/api/demandes/${jeanne.id}/lue`, `/api/demandes/${alice.id}/lue`]);
    // Shown again (the list asked again): nothing more to record.
    await userEvent.click(screen.getByRole('button', { name: 'Toutes (3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'À traiter (3)' }));
    expect(api.callsOf('POST')).toHaveLength(2);
  });

  it('shows a request its visitor withdrew as « Retirée par le particulier », under « Toutes » only, without actions', async () => {
    const withdrawn = demandeFixture({
      nom: 'Marc Lefèvre',
      dateEnvoi: '2026-11-22T09:00:00.000Z',
      dateRetrait: '2026-11-23T15:10:00.000Z',
    });
    fakeDemandesApi([jeanne, withdrawn]);
    configureApi({});
    renderSection();
    await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (1 non traitée)' });
    expect(screen.getByRole('button', { name: 'À traiter (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Marc Lefèvre' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toutes (2)' }));
    const item = within(request('Marc Lefèvre'));
    expect(item.getByText(/^Retirée par le particulier/)).toHaveTextContent(
      'Retirée par le particulier le 23 novembre 2026 à 16 h 10',
    );
    expect(item.queryByText('Nouvelle')).not.toBeInTheDocument();
    expect(item.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the list shown when asking it again later fails', async () => {
    const api = fakeDemandesApi([jeanne]);
    configureApi({});
    renderSection();
    await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (1 non traitée)' });
    api.answerNext('GET', unreachable, 2);
    // Coming back to the tab asks the inbox again.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(api.callsOf('GET')).toHaveLength(3));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(request('Jeanne Martin')).toBeInTheDocument();
    expect(screen.queryByText('Impossible de charger les demandes reçues.')).not.toBeInTheDocument();
  });
});

describe('DemandesSection’s action from src/app', () => {
  it('renders the given action on each handled request, with the request and its title for a description', async () => {
    fakeDemandesApi([jeanne, paul]);
    configureApi({});
    const seen: number[] = [];
    function Action({ demande, describedBy }: DemandeActionProps) {
      seen.push(demande.id);
      return (
        <button type="button" aria-describedby={describedBy}>
          Action sur la demande
        </button>
      );
    }
    render(withQueryClient(<DemandesSection artisanId={7} role="ROLE_ARTISAN" RequestAction={Action} />));
    await screen.findByRole('heading', { level: 2, name: 'Demandes reçues (1 non traitée)' });
    await userEvent.click(screen.getByRole('button', { name: 'Toutes (2)' }));
    expect(
      within(request('Paul Durand')).getByRole('button', { name: 'Action sur la demande' }),
    ).toHaveAccessibleDescription('Paul Durand');
    // Not before the request is handled (Jeanne's is new).
    expect(
      within(request('Jeanne Martin')).queryByRole('button', { name: 'Action sur la demande' }),
    ).not.toBeInTheDocument();
    expect(new Set(seen)).toEqual(new Set([32]));
  });
});
