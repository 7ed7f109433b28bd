import { StrictMode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setOptOut } from '@annuaire/shared/client/demandes';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { OptOut } from '@annuaire/shared/contract/demande';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { renderOnServerThenHydrate } from '../../../../test/server-html';
import { renderAt } from '../../test/render';
import { OptOutPage } from './opt-out-page';

jest.mock('@annuaire/shared/client/demandes', () => ({ setOptOut: jest.fn(), fetchOptOut: jest.fn() }));

const TOKEN = '12.Zk9xS2pQ';
const URL = `/ne-plus-recevoir-de-demandes?jeton=${TOKEN}`;
const PENDING = 'Enregistrement de votre choix…';
const DONE = 'C’est noté : Plomberie Martin ne recevra plus de demandes par l’Annuaire des artisans.';
const EXPLAIN =
  'Sa fiche dit désormais que l’entreprise ne peut pas être jointe par l’annuaire. Si vous revendiquez votre fiche, vous recevrez les demandes dans votre espace.';
const OPTED_IN =
  'C’est noté : Plomberie Martin peut à nouveau recevoir des demandes par l’Annuaire des artisans.';
const LINK_INVALID = 'Ce lien n’est pas valide : ouvrez celui du dernier e-mail reçu.';
const MANAGED =
  'Cette fiche est gérée par son entreprise : les demandes arrivent dans son espace, où elle choisit comment en être prévenue.';

function answer(refus: boolean): OptOut {
  return {
    artisanId: 12,
    entrepriseNom: 'Plomberie Martin',
    refus,
    dateRefus: refus ? '2026-05-04T08:00:00.000Z' : null,
  };
}

/** In StrictMode, as in development: the mount's effects run twice. */
function renderPage(url = URL) {
  const user = userEvent.setup();
  renderAt(
    <StrictMode>
      <OptOutPage />
    </StrictMode>,
    url,
  );
  return user;
}

describe('OptOutPage', () => {
  beforeEach(() => {
    jest.mocked(setOptOut).mockImplementation(async (_token, refus) => answer(refus));
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('records the refusal at once, once, saying so meanwhile', async () => {
    let resolve: (value: OptOut) => void = () => undefined;
    jest.mocked(setOptOut).mockReturnValue(new Promise((done) => (resolve = done)));
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ne plus recevoir de demandes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PENDING);
    expect(document.title).toBe('Ne plus recevoir de demandes – Annuaire des artisans');
    await waitFor(() => expect(setOptOut).toHaveBeenCalledWith(TOKEN, true));
    expect(setOptOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(PENDING);

    await act(async () => resolve(answer(true)));
    expect(screen.getByRole('status')).toHaveTextContent(DONE);
    expect(setOptOut).toHaveBeenCalledTimes(1);
  });

  it('confirms the refusal with the listing’s name, what it changes, the claim and the way back', async () => {
    renderPage();
    const status = screen.getByRole('status');
    expect(await within(status).findByText(DONE)).toBeInTheDocument();
    expect(status).toHaveTextContent(EXPLAIN);
    expect(screen.getByRole('link', { name: 'Revendiquer ma fiche' })).toHaveAttribute(
      'href',
      '/revendiquer?fiche=12',
    );
    expect(screen.getByRole('button', { name: 'Recevoir à nouveau les demandes' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the refusal back on « Recevoir à nouveau les demandes », then offers to refuse again', async () => {
    const user = renderPage();
    await screen.findByText(DONE);
    await user.click(screen.getByRole('button', { name: 'Recevoir à nouveau les demandes' }));
    expect(setOptOut).toHaveBeenLastCalledWith(TOKEN, false);
    const status = screen.getByRole('status');
    expect(await within(status).findByText(OPTED_IN)).toBeInTheDocument();
    expect(status).not.toHaveTextContent(EXPLAIN);
    // The same button, its label following the choice: the keyboard's focus stays on it.
    const again = screen.getByRole('button', { name: 'Ne plus recevoir de demandes' });
    expect(again).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Revendiquer ma fiche' })).toBeInTheDocument();

    await user.click(again);
    expect(setOptOut).toHaveBeenLastCalledWith(TOKEN, true);
    expect(await within(status).findByText(DONE)).toBeInTheDocument();
    expect(setOptOut).toHaveBeenCalledTimes(3);
  });

  it('says a link without a token is not valid, and calls nothing', () => {
    renderPage('/ne-plus-recevoir-de-demandes');
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(setOptOut).not.toHaveBeenCalled();
  });

  it.each([
    [404, LINK_INVALID],
    [409, MANAGED],
  ])('shows the API’s message of a %s alone, without « Réessayer »', async (status, message) => {
    jest.mocked(setOptOut).mockRejectedValue(new ApiRequestError(message, status));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Revendiquer ma fiche' })).not.toBeInTheDocument();
  });

  it('offers « Réessayer » when the server cannot be reached, and records the refusal then', async () => {
    jest
      .mocked(setOptOut)
      .mockRejectedValueOnce(
        new ApiRequestError('Le serveur est injoignable. Vérifiez votre connexion et réessayez.', null),
      );
    const user = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(setOptOut).toHaveBeenCalledTimes(2);
    expect(setOptOut).toHaveBeenLastCalledWith(TOKEN, true);
  });

  it('keeps the recorded choice on screen when taking it back fails, with the API’s message', async () => {
    const user = renderPage();
    await screen.findByText(DONE);
    jest.mocked(setOptOut).mockRejectedValueOnce(new ApiRequestError(MANAGED, 409));
    await user.click(screen.getByRole('button', { name: 'Recevoir à nouveau les demandes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MANAGED);
    expect(screen.getByRole('status')).toHaveTextContent(DONE);
    expect(screen.getByRole('button', { name: 'Recevoir à nouveau les demandes' })).toBeEnabled();
  });

  it('is rendered on the server waiting, without any call, and records the refusal once hydrated', async () => {
    const { html, container, errors, root } = await renderOnServerThenHydrate(
      createQueryClient(),
      <OptOutPage />,
      { url: URL, pattern: '/ne-plus-recevoir-de-demandes' },
    );
    expect(html).toMatch(/<h1[^>]*>Ne plus recevoir de demandes<\/h1>/);
    expect(html).toMatch(/role="status"/);
    expect(html).toContain(PENDING);
    expect(errors).toEqual([]);
    expect(setOptOut).toHaveBeenCalledTimes(1);
    expect(await within(container).findByText(DONE)).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
