import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@annuaire/shared/client/http';
import { AVIS_MESSAGES } from '@annuaire/shared/contract/avis';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { hoursAgo, noteFixture } from '../test/avis-fixtures';
import { apiError, fakeAvisApi } from '../test/fake-avis-api';
import { PublishedReviews } from './published-reviews';

function renderReviews(canAct = true) {
  return render(withQueryClient(<PublishedReviews artisanId={7} canAct={canAct} />));
}

/** One review of the list, by its author's displayed name. */
function review(auteur: string): HTMLElement {
  return screen.getByRole('article', { name: auteur });
}

const marie = noteFixture({
  id: 41,
  auteur: 'Marie D.',
  nombreEtoiles: 4,
  commentaire: 'Chauffe-eau remplacé en une matinée,\nchantier propre.',
  datePublication: '2026-11-12T10:00:00.000Z',
  dateExperience: '2026-10',
  source: 'VERIFIE',
});
const louis = noteFixture({
  id: 42,
  auteur: 'Louis P.',
  nombreEtoiles: null,
  commentaire: null,
  datePublication: '2026-03-02T10:00:00.000Z',
  dateExperience: '2026-02',
  source: 'ADMINISTRATION',
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('« Avis publiés »', () => {
  it('lists the reviews newest first with their stars in words, comment, author, dates and source', async () => {
    fakeAvisApi({ notes: [louis, marie] });
    configureApi({});
    renderReviews();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des avis...');
    const list = await screen.findByRole('list', { name: 'Avis publiés, les plus récents d’abord' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Marie D.', 'Louis P.']);

    const first = within(review('Marie D.'));
    expect(first.getByText('4 sur 5')).toHaveClass('visually-hidden');
    expect(first.getByText(/Chauffe-eau remplacé/).textContent).toBe(marie.commentaire);
    expect(first.getByText(/^Publié le/)).toHaveTextContent('Publié le 12 novembre 2026');
    expect(first.getByText('12 novembre 2026')).toHaveAttribute('datetime', '2026-11-12T10:00:00.000Z');
    expect(first.getByText(/^Prestation/)).toHaveTextContent('Prestation : octobre 2026');
    expect(first.getByText('Avis vérifié')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Répondre' })).toHaveAccessibleDescription('Marie D.');
    expect(first.getByRole('button', { name: 'Signaler cet avis' })).toBeInTheDocument();

    // A review without a count counts 5 stars, as in the averages.
    const second = within(review('Louis P.'));
    expect(second.getByText('5 sur 5')).toBeInTheDocument();
    expect(second.getByText('Sans commentaire.')).toBeInTheDocument();
    expect(second.getByText('Saisi par l’administration')).toBeInTheDocument();
    expect(second.getByText(/^Prestation/)).toHaveTextContent('Prestation : février 2026');
  });

  it('invites the artisan to invite their customers when there is no review', async () => {
    fakeAvisApi();
    configureApi({});
    renderReviews();
    expect(
      await screen.findByText('Aucun avis publié pour l’instant. Invitez vos clients à en laisser un.'),
    ).toBeInTheDocument();
  });

  it('shows a load failure in French and tries again', async () => {
    const api = fakeAvisApi({ notes: [marie] });
    api.answerNext('GET', () => Promise.reject(new TypeError('Failed to fetch')), 2);
    configureApi({});
    renderReviews();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les avis publiés.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Marie D.' })).toBeInTheDocument();
  });
});

describe('the reply', () => {
  it('is written inline, said to be public and editable 24 hours, and published with PUT', async () => {
    const api = fakeAvisApi({ notes: [marie] });
    configureApi({});
    renderReviews();
    await screen.findByRole('article', { name: 'Marie D.' });
    await userEvent.click(within(review('Marie D.')).getByRole('button', { name: 'Répondre' }));

    const form = within(review('Marie D.')).getByRole('form', { name: 'Répondre à l’avis de Marie D.' });
    const text = within(form).getByLabelText(/Votre réponse/);
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription(
      'Votre réponse est publique : elle s’affiche sous l’avis, sur votre page. Vous pouvez la modifier pendant 24 heures après sa publication.',
    );
    expect(within(form).getByText('0 / 2000')).toBeInTheDocument();

    // Empty: the contract's message, no call.
    await userEvent.click(within(form).getByRole('button', { name: 'Publier la réponse' }));
    expect(text).toHaveAccessibleDescription(expect.stringContaining('La réponse est obligatoire.'));
    expect(api.callsOf('PUT')).toHaveLength(0);

    await userEvent.type(text, 'Merci Marie, à bientôt !');
    expect(within(form).getByText('24 / 2000')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Publier la réponse' }));

    const item = within(review('Marie D.'));
    expect(await item.findByText('Merci Marie, à bientôt !')).toBeInTheDocument();
    expect(api.callsOf('PUT')).toEqual([
      { method: 'PUT', path: '/api/note/41/reponse', body: { texte: 'Merci Marie, à bientôt !' } },
    ]);
    expect(item.queryByRole('form')).not.toBeInTheDocument();
    expect(item.getByText(/^Votre réponse, publiée le/)).toBeInTheDocument();
    expect(item.getByRole('status')).toHaveTextContent('Votre réponse est publiée.');
    expect(item.getByRole('button', { name: 'Modifier la réponse' })).toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Répondre' })).not.toBeInTheDocument();
  });

  it('gives the focus back to « Répondre » on « Annuler », nothing sent', async () => {
    const api = fakeAvisApi({ notes: [marie] });
    configureApi({});
    renderReviews();
    await screen.findByRole('article', { name: 'Marie D.' });
    await userEvent.click(within(review('Marie D.')).getByRole('button', { name: 'Répondre' }));
    await userEvent.type(screen.getByLabelText(/Votre réponse/), 'Brouillon');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Répondre' })).toHaveFocus());
    expect(api.callsOf('PUT')).toHaveLength(0);
  });

  it('can be changed within 24 hours, from the reply as published', async () => {
    const api = fakeAvisApi({
      notes: [{ ...marie, reponse: { texte: 'Merci Marie.', date: hoursAgo(2) } }],
    });
    configureApi({});
    renderReviews();
    const item = within(await screen.findByRole('article', { name: 'Marie D.' }));
    expect(item.getByText('Merci Marie.')).toBeInTheDocument();
    expect(item.queryByText(AVIS_MESSAGES.reponseLocked)).not.toBeInTheDocument();
    await userEvent.click(item.getByRole('button', { name: 'Modifier la réponse' }));

    const form = item.getByRole('form', { name: 'Modifier la réponse à l’avis de Marie D.' });
    const text = within(form).getByLabelText(/Votre réponse/);
    expect(text).toHaveValue('Merci Marie.');
    await userEvent.clear(text);
    await userEvent.type(text, 'Merci Marie, et bon hiver !');
    await userEvent.click(within(form).getByRole('button', { name: 'Publier la réponse' }));

    expect(await item.findByText('Merci Marie, et bon hiver !')).toBeInTheDocument();
    expect(api.callsOf('PUT')).toEqual([
      { method: 'PUT', path: '/api/note/41/reponse', body: { texte: 'Merci Marie, et bon hiver !' } },
    ]);
  });

  it('can no longer be changed after 24 hours, and says so', async () => {
    fakeAvisApi({ notes: [{ ...marie, reponse: { texte: 'Merci Marie.', date: hoursAgo(30) } }] });
    configureApi({});
    renderReviews();
    const item = within(await screen.findByRole('article', { name: 'Marie D.' }));
    expect(item.getByText('Merci Marie.')).toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Modifier la réponse' })).not.toBeInTheDocument();
    expect(item.queryByRole('button', { name: 'Répondre' })).not.toBeInTheDocument();
    expect(
      item.getByText(
        'Votre réponse ne peut plus être modifiée : elle peut l’être pendant 24 heures après sa publication.',
      ),
    ).toBeInTheDocument();
  });

  it('says the API’s refusal (409) under the buttons and keeps the text', async () => {
    const api = fakeAvisApi({
      notes: [{ ...marie, reponse: { texte: 'Merci Marie.', date: hoursAgo(23.99) } }],
    });
    configureApi({});
    renderReviews();
    const item = within(await screen.findByRole('article', { name: 'Marie D.' }));
    await userEvent.click(item.getByRole('button', { name: 'Modifier la réponse' }));
    const text = item.getByLabelText(/Votre réponse/);
    await userEvent.type(text, ' Encore merci.');
    api.answerNext('PUT', apiError(409, AVIS_MESSAGES.reponseLocked));
    await userEvent.click(item.getByRole('button', { name: 'Publier la réponse' }));

    expect(await item.findByRole('alert')).toHaveTextContent(AVIS_MESSAGES.reponseLocked);
    expect(text).toHaveValue('Merci Marie. Encore merci.');
    // « Annuler » shows the reply as it stays published.
    await userEvent.click(item.getByRole('button', { name: 'Annuler' }));
    expect(item.getByText('Merci Marie.')).toBeInTheDocument();
  });
});

describe('the report', () => {
  it('asks for a reason of 10 characters at least, says the review stays published, then is sent', async () => {
    const api = fakeAvisApi({ notes: [marie] });
    configureApi({});
    renderReviews();
    await screen.findByRole('article', { name: 'Marie D.' });
    await userEvent.click(within(review('Marie D.')).getByRole('button', { name: 'Signaler cet avis' }));

    const item = within(review('Marie D.'));
    const form = item.getByRole('form', { name: 'Signaler l’avis de Marie D.' });
    const reason = within(form).getByLabelText(/Raison du signalement/);
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(
      'Expliquez ce qui vous fait douter de cet avis (10 caractères au moins). L’avis reste publié jusqu’à la décision de l’administration.',
    );
    await userEvent.type(reason, 'Inconnue');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('La raison du signalement doit contenir au moins 10 caractères.'),
    );
    expect(api.callsOf('POST')).toHaveLength(0);

    await userEvent.type(reason, ' : aucun chantier chez cette personne.');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer le signalement' }));

    expect(await item.findByRole('status')).toHaveTextContent(AVIS_MESSAGES.signalementSent);
    expect(api.callsOf('POST')).toEqual([
      {
        method: 'POST',
        path: '/api/note/41/signalement',
        body: { motif: 'Inconnue : aucun chantier chez cette personne.' },
      },
    ]);
    expect(item.queryByRole('form')).not.toBeInTheDocument();
    const reported = item.getByText(/^Signalé le/);
    expect(reported).toHaveTextContent(/^Signalé le \d{1,2} \S+ \d{4} : en cours d’examen$/);
    await waitFor(() => expect(reported).toHaveFocus());
    expect(item.queryByRole('button', { name: 'Signaler cet avis' })).not.toBeInTheDocument();
    // The review stays published, and can still be answered.
    expect(item.getByRole('button', { name: 'Répondre' })).toBeInTheDocument();
  });

  it('says that a review already reported is being examined, without the button', async () => {
    fakeAvisApi({
      notes: [{ ...marie, signalement: { motif: 'Pas une cliente.', date: '2026-11-14T09:00:00.000Z' } }],
    });
    configureApi({});
    renderReviews();
    const item = within(await screen.findByRole('article', { name: 'Marie D.' }));
    expect(item.getByText(/^Signalé le/)).toHaveTextContent(
      'Signalé le 14 novembre 2026 : en cours d’examen',
    );
    expect(item.queryByRole('button', { name: 'Signaler cet avis' })).not.toBeInTheDocument();
  });

  it('says the API’s refusal (409) under the buttons', async () => {
    const api = fakeAvisApi({ notes: [marie] });
    configureApi({});
    renderReviews();
    await screen.findByRole('article', { name: 'Marie D.' });
    const item = within(review('Marie D.'));
    await userEvent.click(item.getByRole('button', { name: 'Signaler cet avis' }));
    await userEvent.type(item.getByLabelText(/Raison du signalement/), 'Aucun chantier chez cette personne.');
    api.answerNext('POST', apiError(409, AVIS_MESSAGES.alreadyReported));
    await userEvent.click(item.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await item.findByRole('alert')).toHaveTextContent(AVIS_MESSAGES.alreadyReported);
    expect(item.getByRole('form', { name: 'Signaler l’avis de Marie D.' })).toBeInTheDocument();
  });

  it('lets an admin read the reply and the report without acting', async () => {
    fakeAvisApi({
      notes: [
        {
          ...marie,
          reponse: { texte: 'Merci Marie.', date: hoursAgo(2) },
          signalement: { motif: 'Pas une cliente.', date: '2026-11-14T09:00:00.000Z' },
        },
      ],
    });
    configureApi({});
    renderReviews(false);
    const item = within(await screen.findByRole('article', { name: 'Marie D.' }));
    expect(item.getByText(/^Réponse de l’artisan, publiée le/)).toBeInTheDocument();
    expect(item.getByText(/^Signalé le/)).toBeInTheDocument();
    expect(item.queryByRole('button')).not.toBeInTheDocument();
  });
});
