// The review page of an invitation's link as the customer sees it: each state of the link (none, unknown, used,
// expired, working), the form's French errors, the review sent, and the link found used (410) or a field refused
// (400) while sending. The real client (ky) runs; only the network answers here, so that each test sees the requests.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@annuaire/shared/client/http';
import { AVIS_MESSAGES, type InvitationStatus } from '@annuaire/shared/contract/avis';
import { NOTE_MESSAGES, currentMonth } from '@annuaire/shared/contract/note';
import { frenchMonth } from '@annuaire/shared/domain/french-dates';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { createServerRenderRecord, ServerRenderProvider } from '@annuaire/shared/ssr/page-head';
import { renderAt } from '../../../test/render-at';
import { renderOnServerThenHydrate } from '../../../test/server-html';
import { invitationStatusQuery } from '../api/get-invitation-status';
import { NewReviewPage } from './new-review-page';

const TOKEN = '12.abc_DEF-456';
const URL_WITH_TOKEN = `/avis/nouveau?token=${encodeURIComponent(TOKEN)}`;
const STATUS_PATH = `/api/avis/invitations/${TOKEN}`;

function status(extra: Partial<InvitationStatus> = {}): InvitationStatus {
  return {
    artisan: { id: 7, entrepriseNom: 'Plomberie Martin' },
    etat: 'VALIDE',
    valide: true,
    message: null,
    dateExpiration: '2026-04-11T10:00:00.000Z',
    nonSollicite: false,
    dateExperience: null,
    ...extra,
  };
}

const USED = status({ etat: 'UTILISEE', valide: false, message: AVIS_MESSAGES.linkUsed });
const EXPIRED = status({ etat: 'EXPIREE', valide: false, message: AVIS_MESSAGES.linkExpired });

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The link's state (GET) and the review (POST), answered separately. */
const statusMock = jest.fn<Promise<Response>, [Request]>();
const postMock = jest.fn<Promise<Response>, [Request]>();
let bodies: Promise<Record<string, unknown>>[] = [];

function renderPage(url = URL_WITH_TOKEN) {
  const user = userEvent.setup();
  renderAt(<NewReviewPage />, { url, pattern: '/avis/nouveau' });
  return user;
}

const heading = () => screen.getByRole('heading', { level: 1 });
const stars = () => screen.getByRole('group', { name: /^Note/ });
const star = (name: string) => screen.getByRole('radio', { name });
const comment = () => screen.getByRole('textbox', { name: 'Commentaire (facultatif)' });
const month = () => screen.getByLabelText(/^Date de la prestation/);
const author = () => screen.getByRole('textbox', { name: /^Nom affiché/ });
const consent = () => screen.getByRole('checkbox');
const submit = () => screen.getByRole('button', { name: 'Publier mon avis' });

async function formShown() {
  return screen.findByRole('form', { name: 'Votre avis' });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(star('4 étoiles'));
  await user.type(comment(), 'Chantier propre, délais tenus.');
  await user.type(author(), 'Marie D.');
  await user.click(consent());
}

describe('NewReviewPage', () => {
  beforeEach(() => {
    statusMock.mockReset();
    postMock.mockReset();
    bodies = [];
    globalThis.fetch = ((request: Request) => {
      if (request.method === 'POST') {
        bodies.push(request.clone().json() as Promise<Record<string, unknown>>);
        return postMock(request);
      }
      return statusMock(request);
    }) as typeof fetch;
    configureApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says that a link without a token is invalid, without asking anything', () => {
    renderPage('/avis/nouveau');
    expect(heading()).toHaveTextContent('Laisser un avis');
    expect(screen.getByRole('alert')).toHaveTextContent(AVIS_MESSAGES.linkInvalid);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(statusMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Laisser un avis – Annuaire des artisans');
  });

  it('says so while the link is checked, then that an unknown link (404) is invalid', async () => {
    let respond: (response: Response) => void = () => undefined;
    statusMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Vérification du lien...');
    expect(new URL(statusMock.mock.calls[0]![0].url).pathname).toBe(STATUS_PATH);
    respond(answer(404, { message: AVIS_MESSAGES.linkInvalid }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AVIS_MESSAGES.linkInvalid);
    expect(heading()).toHaveTextContent('Laisser un avis');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says that a token the API refuses (400) is an invalid link', async () => {
    statusMock.mockResolvedValue(
      answer(400, {
        message: AVIS_MESSAGES.linkInvalid,
        errors: [{ path: 'token', message: AVIS_MESSAGES.linkInvalid }],
      }),
    );
    renderPage(`/avis/nouveau?token=${'x'.repeat(120)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(AVIS_MESSAGES.linkInvalid);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it.each([
    ['used', USED, AVIS_MESSAGES.linkUsed],
    ['expired', EXPIRED, AVIS_MESSAGES.linkExpired],
  ])(
    'says that a %s link no longer works, with a link to the artisan’s page',
    async (_case, answered, text) => {
      statusMock.mockResolvedValue(answer(200, answered));
      const user = renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      const link = screen.getByRole('link', { name: 'Voir la page de Plomberie Martin' });
      expect(link).toHaveAttribute('href', '/artisan/7');
      await user.click(link);
      expect(screen.getByTestId('location')).toHaveTextContent('/artisan/7');
    },
  );

  it('offers to try again when the link cannot be checked', async () => {
    statusMock.mockResolvedValueOnce(answer(503, { message: 'Service indisponible.' }));
    statusMock.mockResolvedValueOnce(answer(503, { message: 'Service indisponible.' }));
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien ne peut pas être vérifié pour le moment.',
    );
    statusMock.mockResolvedValue(answer(200, status()));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await formShown()).toBeInTheDocument();
  });

  it('tells an unsolicited link’s author how the review is labelled, with the month they gave', async () => {
    statusMock.mockResolvedValue(answer(200, status({ nonSollicite: true, dateExperience: '2025-04' })));
    renderPage();
    await formShown();
    expect(screen.getByText(AVIS_MESSAGES.unsolicitedHint, { exact: false })).toBeInTheDocument();
    expect(month()).toHaveValue('2025-04');
  });

  it('ends the form on a second review from the same e-mail (409), in French', async () => {
    statusMock.mockResolvedValue(answer(200, status({ nonSollicite: true, dateExperience: '2025-04' })));
    postMock.mockResolvedValue(answer(409, { message: AVIS_MESSAGES.alreadyReviewed }));
    const user = renderPage();
    await formShown();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(AVIS_MESSAGES.alreadyReviewed);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('names the artisan, says that reviews are moderated, and shows the form with its fields', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    renderPage();
    await formShown();
    expect(heading()).toHaveTextContent('Votre avis sur Plomberie Martin');
    expect(within(heading()).getByRole('link', { name: 'Plomberie Martin' })).toHaveAttribute(
      'href',
      '/artisan/7',
    );
    expect(
      screen.getByText(
        'Votre avis est relu avant sa publication : il est publié ou refusé dans un délai de 7 jours au plus.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comment fonctionnent les avis' })).toHaveAttribute(
      'href',
      '/fonctionnement-des-avis',
    );
    expect(
      screen.getByText(/Ce lien personnel ne sert qu’une fois, jusqu’au 11 avril 2026\./),
    ).toBeInTheDocument();

    // « Note »: five radios in a group, one name, labelled in words.
    expect(within(stars()).getAllByRole('radio')).toHaveLength(5);
    for (const name of ['1 étoile', '2 étoiles', '3 étoiles', '4 étoiles', '5 étoiles']) {
      expect(star(name)).toHaveAttribute('name', 'nombreEtoiles');
      expect(star(name)).not.toBeChecked();
    }
    expect(comment()).toHaveAttribute('name', 'commentaire');
    expect(comment()).toHaveAttribute('maxlength', '2000');
    expect(comment()).not.toBeRequired();
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    // « Date de la prestation »: a list of months in French, the current one chosen, none after it.
    expect(month().tagName).toBe('SELECT');
    expect(month()).toHaveAttribute('name', 'dateExperience');
    expect(month()).toHaveValue(currentMonth());
    const months = within(month()).getAllByRole('option');
    expect(months[0]).toHaveTextContent('Choisissez le mois');
    expect(months[1]).toHaveTextContent(frenchMonth(currentMonth())!);
    expect(months[1]).toHaveValue(currentMonth());
    expect(months.map((option) => (option as HTMLOptionElement).value)).not.toContain('AAAA-MM');
    expect(screen.queryByText(/AAAA-MM/)).not.toBeInTheDocument();
    expect(author()).toHaveAttribute('name', 'auteur');
    expect(author()).toHaveAttribute('maxlength', '40');
    expect(author()).toHaveAccessibleDescription('Prénom et initiale du nom, par exemple « Marie D. ».');
    expect(consent()).toHaveAccessibleName(AVIS_MESSAGES.consentLabel);
    expect(consent()).not.toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it('chooses the note with a click or the arrow keys, and counts the comment’s characters', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    const user = renderPage();
    await formShown();
    await user.click(star('3 étoiles'));
    expect(star('3 étoiles')).toBeChecked();
    expect(stars()).toHaveTextContent('3 étoiles sur 5');
    await user.keyboard('{ArrowRight}');
    expect(star('4 étoiles')).toBeChecked();
    expect(star('4 étoiles')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(star('2 étoiles')).toBeChecked();
    await user.type(comment(), 'Très bien');
    expect(screen.getByText('9 / 2000')).toBeInTheDocument();
  });

  it('gives each missing answer its French error, focuses the note and sends nothing', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    const user = renderPage();
    await formShown();
    await user.click(submit());
    expect(stars()).toHaveAccessibleDescription('Choisissez une note de 1 à 5 étoiles.');
    expect(stars()).toHaveAttribute('aria-invalid', 'true');
    expect(star('1 étoile')).toHaveFocus();
    expect(author()).toHaveAccessibleDescription(expect.stringContaining(AVIS_MESSAGES.auteurRequired));
    expect(consent()).toHaveAccessibleDescription(expect.stringContaining(AVIS_MESSAGES.consentRequired));
    expect(comment()).not.toHaveAttribute('aria-invalid');
    expect(month()).not.toHaveAttribute('aria-invalid');
    expect(postMock).not.toHaveBeenCalled();

    // Choosing a note takes its error away.
    await user.click(star('5 étoiles'));
    expect(stars()).not.toHaveAccessibleDescription(NOTE_MESSAGES.stars);
  });

  it('refuses a name too short or with digits, and no month chosen', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    const user = renderPage();
    await formShown();
    await fillValid(user);
    await user.clear(author());
    await user.type(author(), 'M');
    await user.selectOptions(month(), '');
    await user.click(submit());
    expect(month()).toHaveAccessibleDescription(
      expect.stringContaining('Choisissez le mois de la prestation.'),
    );
    expect(author()).toHaveAccessibleDescription(expect.stringContaining(AVIS_MESSAGES.auteurTooShort));
    expect(month()).toHaveFocus();

    await user.clear(author());
    await user.type(author(), 'Marie 2');
    await user.selectOptions(month(), currentMonth());
    await user.click(submit());
    expect(month()).not.toHaveAccessibleDescription(expect.stringContaining('Choisissez le mois'));
    expect(author()).toHaveAccessibleDescription(expect.stringContaining(AVIS_MESSAGES.auteurInvalid));
    expect(postMock).not.toHaveBeenCalled();
  });

  it('sends the review once with the token, then says it will be published after moderation', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    let respond: (response: Response) => void = () => undefined;
    postMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const user = renderPage();
    await formShown();
    await fillValid(user);
    await user.click(submit());

    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    const request = postMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/api/avis');
    expect(await bodies[0]).toEqual({
      nombreEtoiles: 4,
      commentaire: 'Chantier propre, délais tenus.',
      dateExperience: currentMonth(),
      auteur: 'Marie D.',
      consentement: true,
      token: TOKEN,
    });

    // Asked again after the review, the link is now used: the confirmation stays.
    statusMock.mockResolvedValue(answer(200, USED));
    respond(answer(201, { message: AVIS_MESSAGES.published }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(AVIS_MESSAGES.published);
    expect(confirmation).toHaveTextContent('dans un délai de 7 jours au plus');
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent('Votre avis sur Plomberie Martin');
    expect(screen.getByRole('link', { name: 'Retour à la page de Plomberie Martin' })).toHaveAttribute(
      'href',
      '/artisan/7',
    );
    await waitFor(() => expect(statusMock).toHaveBeenCalledTimes(2));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent(AVIS_MESSAGES.published);
    expect(screen.queryByText(AVIS_MESSAGES.linkUsed)).not.toBeInTheDocument();
    expect(postMock).toHaveBeenCalledTimes(1);
  });

  it('sends no comment when none is written, and the name as the contract writes it', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    postMock.mockResolvedValue(answer(201, { message: AVIS_MESSAGES.published }));
    const user = renderPage();
    await formShown();
    await user.click(star('2 étoiles'));
    await user.type(author(), '  Jean   P.  ');
    await user.click(consent());
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(AVIS_MESSAGES.published);
    const body = await bodies[0]!;
    expect(body).not.toHaveProperty('commentaire');
    expect(body).toMatchObject({ nombreEtoiles: 2, auteur: 'Jean P.' });
  });

  it.each([
    ['used', AVIS_MESSAGES.linkUsed],
    ['expired', AVIS_MESSAGES.linkExpired],
  ])('says in place of the form that the link was found %s while sending (410)', async (_case, text) => {
    statusMock.mockResolvedValue(answer(200, status()));
    postMock.mockResolvedValue(answer(410, { message: text }));
    const user = renderPage();
    await formShown();
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('vous pouvez réessayer');
    expect(alert.parentElement).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la page de Plomberie Martin' })).toHaveAttribute(
      'href',
      '/artisan/7',
    );
    expect(postMock).toHaveBeenCalledTimes(1);
  });

  it('says that the link is invalid when the API no longer knows it while sending (404)', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    postMock.mockResolvedValue(answer(404, { message: AVIS_MESSAGES.linkInvalid }));
    const user = renderPage();
    await formShown();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(AVIS_MESSAGES.linkInvalid);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('puts the API’s field errors (400) next to their field, focuses the first and keeps what was typed', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    postMock.mockResolvedValue(
      answer(400, {
        message: NOTE_MESSAGES.dateExperienceFuture,
        errors: [
          { path: 'dateExperience', message: NOTE_MESSAGES.dateExperienceFuture },
          { path: 'auteur', message: AVIS_MESSAGES.auteurInvalid },
        ],
      }),
    );
    const user = renderPage();
    await formShown();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(month()).toHaveAccessibleDescription(
        expect.stringContaining(NOTE_MESSAGES.dateExperienceFuture),
      ),
    );
    expect(author()).toHaveAccessibleDescription(expect.stringContaining(AVIS_MESSAGES.auteurInvalid));
    expect(month()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(comment()).toHaveValue('Chantier propre, délais tenus.');
    expect(star('4 étoiles')).toBeChecked();
  });

  it('ends the form when the API refuses the token itself (400 on token)', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    postMock.mockResolvedValue(
      answer(400, {
        message: AVIS_MESSAGES.linkInvalid,
        errors: [{ path: 'token', message: AVIS_MESSAGES.linkInvalid }],
      }),
    );
    const user = renderPage();
    await formShown();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(AVIS_MESSAGES.linkInvalid);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when sending failed, keeps everything typed and lets the customer try again', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    postMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = renderPage();
    await formShown();
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Votre avis n’a pas été envoyé.');
    expect(alert).toHaveTextContent('Le serveur est injoignable.');
    expect(alert).toHaveTextContent('Vos informations sont conservées : vous pouvez réessayer.');
    expect(comment()).toHaveValue('Chantier propre, délais tenus.');
    expect(author()).toHaveValue('Marie D.');
    expect(consent()).toBeChecked();
    expect(postMock).toHaveBeenCalledTimes(1);

    postMock.mockResolvedValue(answer(201, { message: AVIS_MESSAGES.published }));
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(AVIS_MESSAGES.published);
    expect(postMock).toHaveBeenCalledTimes(2);
  });

  it('is rendered on the server with its form and noindex, and hydrates without a difference', async () => {
    statusMock.mockResolvedValue(answer(200, status()));
    const client = createQueryClient();
    await client.prefetchQuery(invitationStatusQuery(TOKEN));
    statusMock.mockClear();
    const record = createServerRenderRecord('https://annuaire.example');
    const { html, container, errors, root } = await renderOnServerThenHydrate(
      client,
      <ServerRenderProvider record={record}>
        <NewReviewPage />
      </ServerRenderProvider>,
      { url: URL_WITH_TOKEN, pattern: '/avis/nouveau' },
    );
    expect(html).toMatch(
      /<h1[^>]*>Votre avis sur <a [^>]*href="\/artisan\/7"[^>]*>Plomberie Martin<\/a><\/h1>/,
    );
    expect(html).toContain('Publier mon avis');
    // Not clickable before the scripts run: an early click would submit the browser's own form.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(record.head).toMatchObject({ title: 'Laisser un avis – Annuaire des artisans', noindex: true });
    expect(errors).toEqual([]);
    expect(within(container).getByRole('button', { name: 'Publier mon avis' })).toBeEnabled();
    expect(statusMock).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
