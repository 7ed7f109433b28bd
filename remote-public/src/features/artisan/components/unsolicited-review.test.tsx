// « Laisser un avis » on the artisan page as a visitor uses it: the button opens the form (e-mail, month, privacy
// notice), French errors from the contract and from the API (the artisan's own address on the field, a second
// review under the form), and the persistent confirmation once the link is mailed. The real client (ky) runs; only
// the network answers here.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@annuaire/shared/client/http';
import { AVIS_MESSAGES } from '@annuaire/shared/contract/avis';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { currentMonth } from '@annuaire/shared/contract/note';
import { frenchMonth } from '@annuaire/shared/domain/french-dates';
import { renderAt } from '../../../test/render-at';
import { UnsolicitedReview } from './unsolicited-review';
import { UNSOLICITED_FAILED } from './unsolicited-review-form';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const postMock = jest.fn<Promise<Response>, [Request]>();
let requests: Request[] = [];

function renderForm() {
  const user = userEvent.setup();
  renderAt(<UnsolicitedReview artisanId={7} />, { url: '/artisan/7' });
  return user;
}

const toggle = () => screen.getByRole('button', { name: 'Laisser un avis' });
const email = () => screen.getByRole('textbox', { name: /^Adresse e-mail utilisée avec l’artisan/ });
const month = () => screen.getByLabelText(/^Date de la prestation/);
const send = () => screen.getByRole('button', { name: 'Recevoir le lien' });

describe('UnsolicitedReview', () => {
  beforeEach(() => {
    postMock.mockReset();
    requests = [];
    globalThis.fetch = ((request: Request) => {
      requests.push(request.clone());
      return postMock(request);
    }) as typeof fetch;
    configureApi({});
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('opens the form with the e-mail, the month (the current one first) and the privacy notice', async () => {
    const user = renderForm();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(toggle());
    // The form's code (and the contract's schemas) downloads on the first opening.
    await screen.findByRole('form', { name: 'Laisser un avis' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Laisser un avis' });
    expect(form).toHaveTextContent(AVIS_MESSAGES.unsolicitedPrivacy);
    expect(form).toHaveTextContent('« Avis non sollicité par l’artisan »');
    expect(month()).toHaveValue(currentMonth());
    expect(within(month()).getByRole('option', { name: frenchMonth(currentMonth())! })).toBeInTheDocument();
  });

  it('checks the e-mail in French before sending anything', async () => {
    const user = renderForm();
    await user.click(toggle());
    // The form's code (and the contract's schemas) downloads on the first opening.
    await screen.findByRole('form', { name: 'Laisser un avis' });
    await user.click(send());
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(email(), 'pas-une-adresse');
    await user.click(send());
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(postMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail and month, then says in a status region that the link was mailed', async () => {
    const message = AVIS_MESSAGES.unsolicitedSent('client@exemple.fr');
    postMock.mockResolvedValue(answer(201, { message }));
    const user = renderForm();
    await user.click(toggle());
    // The form's code (and the contract's schemas) downloads on the first opening.
    await screen.findByRole('form', { name: 'Laisser un avis' });
    await user.type(email(), 'client@exemple.fr');
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/artisan/7/avis-demandes');
    expect(await requests[0]!.json()).toEqual({ email: 'client@exemple.fr', dateExperience: currentMonth() });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the artisan’s own address refused next to the field, a second review under the form', async () => {
    postMock.mockResolvedValueOnce(
      answer(400, {
        message: AVIS_MESSAGES.unsolicitedFromArtisan,
        errors: [{ path: 'email', message: AVIS_MESSAGES.unsolicitedFromArtisan }],
      }),
    );
    const user = renderForm();
    await user.click(toggle());
    // The form's code (and the contract's schemas) downloads on the first opening.
    await screen.findByRole('form', { name: 'Laisser un avis' });
    await user.type(email(), 'artisan@exemple.fr');
    await user.click(send());
    expect(await screen.findByText(AVIS_MESSAGES.unsolicitedFromArtisan)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    postMock.mockResolvedValueOnce(answer(409, { message: AVIS_MESSAGES.alreadyReviewed }));
    await user.clear(email());
    await user.type(email(), 'client@exemple.fr');
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNSOLICITED_FAILED);
    expect(alert).toHaveTextContent(AVIS_MESSAGES.alreadyReviewed);
    expect(email()).toHaveValue('client@exemple.fr');
  });
});
