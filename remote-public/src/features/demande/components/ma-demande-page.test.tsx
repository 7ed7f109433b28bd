// « Ma demande » as the visitor sees it: their request with each artisan's state (« Envoyée », « Lue le … »,
// « Traitée le … »), « Retirer ma demande » with its confirmation, and the French message of a link that is
// missing, unknown or malformed. The real client (ky) runs; only the network answers here.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@annuaire/shared/client/http';
import { DEMANDE_SUIVI_MESSAGES, type DemandeSuivi } from '@annuaire/shared/contract/demande';
import { renderAt } from '../../../test/render-at';
import {
  FOLLOW_UP_NO,
  FOLLOW_UP_YES,
  MaDemandePage,
  SUIVI_SENT,
  WITHDRAW_CONFIRM_TITLE,
  WITHDRAW_ERROR,
  WITHDRAW_LABEL,
} from './ma-demande-page';

const TOKEN = '12.abc_DEF-456';

const SUIVI: DemandeSuivi = {
  dateEnvoi: '2026-04-11T10:00:00.000Z',
  dateExpiration: '2027-04-11T10:00:00.000Z',
  codePostal: '19100',
  dateRetrait: null,
  relance: false,
  message: 'Bonjour, un devis pour une salle de bains.',
  artisans: [
    {
      id: 7,
      entrepriseNom: 'Plomberie Martin',
      traitee: true,
      dateTraitement: '2026-04-12T09:00:00.000Z',
      dateLecture: '2026-04-11T12:00:00.000Z',
    },
    {
      id: 8,
      entrepriseNom: 'Électricité Blanc',
      traitee: false,
      dateTraitement: null,
      dateLecture: '2026-04-11T12:05:00.000Z',
    },
    { id: 9, entrepriseNom: 'Carrelage Roux', traitee: false, dateTraitement: null, dateLecture: null },
  ],
};

const fetchMock = jest.fn<Promise<Response>, [Request]>();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(url = `/ma-demande?token=${encodeURIComponent(TOKEN)}`) {
  renderAt(<MaDemandePage />, { url, pattern: '/ma-demande' });
}

describe('MaDemandePage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = ((request: Request) => fetchMock(request)) as typeof fetch;
    configureApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the request, to whom it went, and which artisan marked it handled', async () => {
    fetchMock.mockResolvedValue(answer(200, SUIVI));
    renderPage();
    const artisans = await screen.findByRole('region', { name: 'Les artisans' });
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe(
      `/api/demandes/suivi/${encodeURIComponent(TOKEN)}`,
    );
    const items = within(artisans).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Plomberie Martin');
    expect(items[0]).toHaveTextContent('Traitée le 12 avril 2026 à 11 h 00');
    expect(items[1]).toHaveTextContent('Électricité BlancLue le 11 avril 2026 à 14 h 05');
    expect(items[2]).toHaveTextContent(`Carrelage Roux${SUIVI_SENT}`);
    expect(screen.getByText(/^Envoyée le 11 avril 2026 à 3 artisans\./)).toBeInTheDocument();
    expect(screen.getByText(SUIVI.message)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Avez-vous trouvé un artisan ?' })).not.toBeInTheDocument();
  });

  it('withdraws the request once confirmed, then shows it withdrawn without the button', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(answer(200, SUIVI));
    renderPage();
    await user.click(await screen.findByRole('button', { name: WITHDRAW_LABEL }));
    const dialog = screen.getByRole('dialog', { name: WITHDRAW_CONFIRM_TITLE });
    expect(dialog).toHaveTextContent('Les 3 artisans seront prévenus par e-mail');
    // « Annuler » has the focus and asks nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(answer(200, { ...SUIVI, dateRetrait: '2026-04-13T08:30:00.000Z' }));
    await user.click(screen.getByRole('button', { name: WITHDRAW_LABEL }));
    await user.click(
      within(screen.getByRole('dialog', { name: WITHDRAW_CONFIRM_TITLE })).getByRole('button', {
        name: WITHDRAW_LABEL,
      }),
    );
    expect(await screen.findByText(DEMANDE_SUIVI_MESSAGES.withdrawn)).toBeInTheDocument();
    const call = fetchMock.mock.calls[1]![0];
    expect(call.method).toBe('POST');
    expect(new URL(call.url).pathname).toBe(`/api/demandes/suivi/${encodeURIComponent(TOKEN)}/retrait`);
    expect(screen.getByText(/Retirée le 13 avril 2026 à 10 h 30\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: WITHDRAW_LABEL })).not.toBeInTheDocument();
  });

  it('says in French why a withdrawal failed, and keeps the button', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(answer(200, SUIVI));
    renderPage();
    await user.click(await screen.findByRole('button', { name: WITHDRAW_LABEL }));
    fetchMock.mockResolvedValueOnce(answer(404, { message: DEMANDE_SUIVI_MESSAGES.linkInvalid }));
    await user.click(
      within(screen.getByRole('dialog', { name: WITHDRAW_CONFIRM_TITLE })).getByRole('button', {
        name: WITHDRAW_LABEL,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(WITHDRAW_ERROR);
    expect(alert).toHaveTextContent(DEMANDE_SUIVI_MESSAGES.linkInvalid);
    expect(screen.getByRole('button', { name: WITHDRAW_LABEL })).toBeInTheDocument();
  });

  it('asks « Avez-vous trouvé un artisan ? » once the follow-up went, and leads to each artisan’s reviews', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(200, { ...SUIVI, relance: true }));
    renderPage();
    const question = await screen.findByRole('region', { name: 'Avez-vous trouvé un artisan ?' });
    await user.click(within(question).getByRole('button', { name: FOLLOW_UP_NO }));
    expect(within(question).getByRole('button', { name: FOLLOW_UP_NO })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(question).toHaveTextContent('retirez votre demande ci-dessous');
    await user.click(within(question).getByRole('button', { name: FOLLOW_UP_YES }));
    expect(
      within(question).getByRole('link', { name: 'Laisser un avis à Plomberie Martin' }),
    ).toHaveAttribute('href', '/artisan/7#avis');
    expect(within(question).getAllByRole('link')).toHaveLength(3);
  });

  it('does not ask before the follow-up, nor once the request is withdrawn', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { ...SUIVI, relance: true, dateRetrait: '2026-04-13T08:30:00.000Z' }),
    );
    renderPage();
    await screen.findByText(DEMANDE_SUIVI_MESSAGES.withdrawn);
    expect(screen.queryByRole('region', { name: 'Avez-vous trouvé un artisan ?' })).not.toBeInTheDocument();
  });

  it('shows a request already withdrawn as such, without the button', async () => {
    fetchMock.mockResolvedValue(answer(200, { ...SUIVI, dateRetrait: '2026-04-13T08:30:00.000Z' }));
    renderPage();
    expect(await screen.findByText(DEMANDE_SUIVI_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WITHDRAW_LABEL })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown or altered link', 404],
    ['a malformed link', 400],
  ])('says %s is invalid, in French', async (_case, status) => {
    fetchMock.mockResolvedValue(answer(status, { message: DEMANDE_SUIVI_MESSAGES.linkInvalid }));
    renderPage();
    expect(await screen.findByText(DEMANDE_SUIVI_MESSAGES.linkInvalid)).toBeInTheDocument();
  });

  it('says a link without its token is invalid, without asking the API', () => {
    renderPage('/ma-demande');
    expect(screen.getByText(DEMANDE_SUIVI_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
