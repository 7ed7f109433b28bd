import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkRevendicationCode,
  checkRevendicationLetter,
  fetchRevendicationFiche,
  resendRevendicationCode,
  sendRevendication,
  sendRevendicationDocuments,
} from '@annuaire/shared/client/revendications';
import { fetchRecherche } from '@annuaire/shared/client/recherche';
import { ApiRequestError } from '@annuaire/shared/client/http';
import {
  REVENDICATION_CONTEST_TEXTS,
  REVENDICATION_DOCUMENT_LABELS,
  REVENDICATION_LIMITS,
  REVENDICATION_MESSAGES,
  type RevendicationFiche,
} from '@annuaire/shared/contract/revendication';
import type { RecherchePage } from '@annuaire/shared/contract/recherche';
import { stubFormData } from '../../../../test/render-at';
import { renderAt } from '../../test/render';
import { CLAIM_SUBMIT, CLAIM_SUBMIT_DOCUMENTS, CLAIM_SUBMIT_LETTER } from './claim-form';
import { LETTER_SUBMIT, LETTER_TITLE } from './letter-code-form';
import { CODE_RESEND, CODE_RESTART, CODE_SUBMIT } from './code-form';
import { FINDER_NONE, FINDER_SUBMIT } from './listing-finder';
import { CLAIM_TITLE, RevendicationPage } from './revendication-page';

jest.mock('@annuaire/shared/client/revendications', () => ({
  fetchRevendicationFiche: jest.fn(),
  sendRevendication: jest.fn(),
  sendRevendicationDocuments: jest.fn(),
  checkRevendicationCode: jest.fn(),
  checkRevendicationLetter: jest.fn(),
  resendRevendicationCode: jest.fn(),
}));
jest.mock('@annuaire/shared/client/recherche', () => ({ fetchRecherche: jest.fn() }));

const fiche = jest.mocked(fetchRevendicationFiche);
const send = jest.mocked(sendRevendication);
const sendDocuments = jest.mocked(sendRevendicationDocuments);
const check = jest.mocked(checkRevendicationCode);
const resend = jest.mocked(resendRevendicationCode);
const checkLetter = jest.mocked(checkRevendicationLetter);
const search = jest.mocked(fetchRecherche);

const LISTING: RevendicationFiche = {
  artisanId: 12,
  entrepriseNom: 'Plomberie du Puy Saint Clair',
  siret: '81234567600017',
  ville: 'Tulle',
  geree: false,
  enCours: false,
  emailMasque: 'c•••@plomberie-puy-st-clair.example',
  courrierEnCours: false,
  documentsEnCours: false,
  adresseCourrier: null,
};
const ADRESSE = ['PLOMBERIE DU PUY SAINT CLAIR', '4 RUE DU PORT', '19000 TULLE'];
const SENT = {
  preuve: 'EMAIL' as const,
  message: REVENDICATION_MESSAGES.codeEnvoye(LISTING.emailMasque!),
  jeton: '7.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  emailMasque: LISTING.emailMasque!,
  expireLe: new Date(Date.now() + 30 * 60_000).toISOString(),
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // GIF89a

/** A file of `size` bytes starting with `head` (a format's signature, or not). */
function fileOf(name: string, type: string, head: number[], size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

const extraitField = () => screen.getByLabelText(REVENDICATION_DOCUMENT_LABELS.extrait);
const identiteField = () => screen.getByLabelText(REVENDICATION_DOCUMENT_LABELS.identite);

/** What fillClaim types, as the API receives it (the phone's digits only), for the listing of id 12. */
const CLAIMANT_INPUT = {
  artisanId: 12,
  nom: 'Paul Martin',
  email: 'paul@exemple.fr',
  telephone: '0612345678',
  role: 'DIRIGEANT',
  certification: true,
} as const;

/** Fills in the claimant's form as a person would. */
async function fillClaim() {
  await userEvent.type(screen.getByLabelText(/^Votre nom et prénom/), 'Paul Martin');
  await userEvent.type(screen.getByLabelText(/^Votre adresse e-mail/), 'paul@exemple.fr');
  await userEvent.type(screen.getByLabelText(/^Votre téléphone/), '06 12 34 56 78');
  await userEvent.selectOptions(screen.getByLabelText(/^Votre rôle dans l’entreprise/), 'DIRIGEANT');
  await userEvent.click(screen.getByLabelText(/^Je certifie représenter l’entreprise/));
}

// jsdom's File has no arrayBuffer() (every browser's has): read through jsdom's FileReader, as a browser would.
const blobPrototype = Object.getPrototypeOf(File.prototype) as Blob;
beforeAll(() => {
  Object.defineProperty(blobPrototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
});
afterAll(() => {
  delete (blobPrototype as Partial<Blob>).arrayBuffer;
});

describe('RevendicationPage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    window.sessionStorage.clear();
  });

  it('claims a listing: the form, the code mailed to the masked address, then the activation page', async () => {
    fiche.mockResolvedValue(LISTING);
    send.mockResolvedValue(SENT);
    check.mockResolvedValue({
      message: REVENDICATION_MESSAGES.validee,
      artisanId: 12,
      username: 'contact',
      activation: '/activer-mon-compte?token=3.xyz',
    });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    expect(screen.getByRole('heading', { level: 1, name: CLAIM_TITLE })).toBeInTheDocument();
    expect(document.title).toBe('C’est votre entreprise ? – Annuaire des artisans');
    expect(await screen.findByText(/c•••@plomberie-puy-st-clair\.example/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plomberie du Puy Saint Clair' })).toHaveAttribute(
      'href',
      '/artisan/12',
    );

    await fillClaim();
    await userEvent.click(screen.getByRole('button', { name: CLAIM_SUBMIT }));
    expect(send).toHaveBeenCalledWith({ ...CLAIMANT_INPUT, preuve: 'EMAIL' });
    expect(await screen.findByRole('heading', { name: 'Saisissez le code reçu' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('revendication:12')!)).toMatchObject({
      jeton: SENT.jeton,
    });

    await userEvent.type(screen.getByLabelText(/^Code reçu par e-mail/), '042 917');
    await userEvent.click(screen.getByRole('button', { name: CODE_SUBMIT }));
    expect(check).toHaveBeenCalledWith({ jeton: SENT.jeton, code: '042917' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/activer-mon-compte?token=3.xyz'),
    );
    expect(window.sessionStorage.getItem('revendication:12')).toBeNull();
  });

  it('shows the contract’s French errors next to their fields and sends nothing', async () => {
    fiche.mockResolvedValue(LISTING);
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    await userEvent.click(await screen.findByRole('button', { name: CLAIM_SUBMIT }));
    expect(await screen.findByText(REVENDICATION_MESSAGES.nomRequired)).toBeInTheDocument();
    expect(screen.getByText(REVENDICATION_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(screen.getByText(REVENDICATION_MESSAGES.certificationRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Votre nom et prénom/)).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('says how many tries are left next to the code, sends a new code, and offers to begin again once closed', async () => {
    fiche.mockResolvedValue(LISTING);
    window.sessionStorage.setItem('revendication:12', JSON.stringify(SENT));
    const left = REVENDICATION_MESSAGES.codeFaux(4);
    check.mockRejectedValueOnce(new ApiRequestError(left, 400, [{ path: 'code', message: left }]));
    resend.mockResolvedValue({
      ...SENT,
      message: 'Un code à 6 chiffres a été envoyé à c•••@plomberie-puy-st-clair.example.',
    });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    const field = await screen.findByLabelText(/^Code reçu par e-mail/);
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: CODE_SUBMIT }));
    expect(await screen.findByText(left)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: CODE_RESEND }));
    expect(resend).toHaveBeenCalledWith(SENT.jeton);

    check.mockRejectedValueOnce(new ApiRequestError(REVENDICATION_MESSAGES.essaisEpuises, 409));
    await userEvent.clear(field);
    await userEvent.type(field, '222222');
    await userEvent.click(screen.getByRole('button', { name: CODE_SUBMIT }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REVENDICATION_MESSAGES.essaisEpuises);
    await userEvent.click(screen.getByRole('button', { name: CODE_RESTART }));
    expect(await screen.findByRole('button', { name: CLAIM_SUBMIT })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('revendication:12')).toBeNull();
  });

  it.each([
    ['managed', { geree: true }, REVENDICATION_MESSAGES.dejaGeree],
    [
      'without e-mail or address, its documents waiting',
      { emailMasque: null, documentsEnCours: true },
      REVENDICATION_MESSAGES.documentsEnCours,
    ],
    [
      'claimed by e-mail, its documents waiting',
      { enCours: true, documentsEnCours: true },
      REVENDICATION_MESSAGES.documentsEnCours,
    ],
    [
      'claimed by every proof',
      { enCours: true, adresseCourrier: ADRESSE, courrierEnCours: true, documentsEnCours: true },
      REVENDICATION_MESSAGES.documentsEnCours,
    ],
  ])('says why a listing %s cannot be claimed now, without a form', async (_case, change, title) => {
    fiche.mockResolvedValue({ ...LISTING, ...change });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    expect(await screen.findByText(title)).toBeInTheDocument();
    for (const name of [CLAIM_SUBMIT, CLAIM_SUBMIT_LETTER, CLAIM_SUBMIT_DOCUMENTS]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('offers documents alone when no code can be sent, says why, and keeps a way to write to us', async () => {
    fiche.mockResolvedValue({ ...LISTING, emailMasque: null });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    expect(await screen.findByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Des documents, vérifiés par notre équipe')).toBeInTheDocument();
    expect(screen.getByText(REVENDICATION_MESSAGES.sansEmail, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Écrivez-nous' })).toHaveAttribute('href', '/contact');
    expect(extraitField()).toBeVisible();
    expect(identiteField()).toBeVisible();
  });

  it('offers documents as the third proof: its two fields, and what was typed kept across proofs', async () => {
    fiche.mockResolvedValue({ ...LISTING, adresseCourrier: ADRESSE });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    const byDocuments = await screen.findByRole('radio', {
      name: 'Des documents, vérifiés par notre équipe',
    });
    expect(
      screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'Un code par e-mail, tout de suite',
      'Un code par courrier, sous 3 à 5 jours ouvrés',
      'Des documents, vérifiés par notre équipe',
    ]);
    expect(byDocuments).toHaveAccessibleDescription(
      /pièce d’identité \(PDF, JPEG ou PNG, 5 Mo au plus chacun\).*supprimés 30 jours après sa décision/,
    );
    expect(extraitField()).not.toBeVisible();

    await userEvent.type(screen.getByLabelText(/^Votre nom et prénom/), 'Paul Martin');
    await userEvent.click(byDocuments);
    for (const field of [extraitField(), identiteField()]) {
      expect(field).toBeVisible();
      expect(field).toHaveAttribute('type', 'file');
      expect(field).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
      expect(field).toBeRequired();
    }
    expect(screen.getByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS })).toBeInTheDocument();
    await userEvent.upload(extraitField(), fileOf('plan.pdf', 'application/pdf', PDF, 1_258_291));
    expect(screen.getByText('plan.pdf, 1,2 Mo')).toBeInTheDocument();
    expect(extraitField()).toHaveAccessibleDescription(/plan\.pdf, 1,2 Mo/);

    await userEvent.click(screen.getByRole('radio', { name: /Un code par e-mail/ }));
    expect(extraitField()).not.toBeVisible();
    expect(screen.getByRole('button', { name: CLAIM_SUBMIT })).toBeInTheDocument();
    await userEvent.click(byDocuments);
    expect(screen.getByText('plan.pdf, 1,2 Mo')).toBeVisible();
    expect(screen.getByLabelText(/^Votre nom et prénom/)).toHaveValue('Paul Martin');
  });

  it.each([
    [
      'a missing identity document',
      () => ({ extrait: fileOf('kbis.pdf', 'application/pdf', PDF) }),
      'identite',
      REVENDICATION_MESSAGES.documentRequired(REVENDICATION_DOCUMENT_LABELS.identite),
    ],
    [
      'an extract over 5 Mo',
      () => ({
        extrait: fileOf('kbis.pdf', 'application/pdf', PDF, REVENDICATION_LIMITS.documentMaxBytes + 1),
        identite: fileOf('cni.png', 'image/png', PNG),
      }),
      'extrait',
      REVENDICATION_MESSAGES.documentTooLarge,
    ],
    [
      'a GIF named as a JPEG',
      () => ({
        extrait: fileOf('kbis.pdf', 'application/pdf', PDF),
        identite: fileOf('cni.jpg', 'image/jpeg', GIF),
      }),
      'identite',
      REVENDICATION_MESSAGES.documentFormat,
    ],
    [
      'a text named as a PDF',
      () => ({
        extrait: new File(['Extrait Kbis'], 'kbis.pdf', { type: 'application/pdf' }),
        identite: fileOf('cni.jpg', 'image/jpeg', [0xff, 0xd8, 0xff, 0xe0]),
      }),
      'extrait',
      REVENDICATION_MESSAGES.documentFormat,
    ],
  ])('refuses %s next to its field, and sends nothing', async (_case, files, invalid, message) => {
    fiche.mockResolvedValue(LISTING);
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    await userEvent.click(await screen.findByRole('radio', { name: /Des documents/ }));
    await fillClaim();
    const chosen: { extrait?: File; identite?: File } = files();
    if (chosen.extrait) await userEvent.upload(extraitField(), chosen.extrait);
    if (chosen.identite) await userEvent.upload(identiteField(), chosen.identite);
    await userEvent.click(screen.getByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS }));
    const field = invalid === 'extrait' ? extraitField() : identiteField();
    const other = invalid === 'extrait' ? identiteField() : extraitField();
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(other).not.toHaveAttribute('aria-invalid');
    expect(sendDocuments).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the documents’ and the claimant’s errors together, the focus on the first', async () => {
    fiche.mockResolvedValue({ ...LISTING, emailMasque: null });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    await userEvent.click(await screen.findByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS }));
    await waitFor(() => expect(extraitField()).toHaveFocus());
    expect(
      screen.getByText(REVENDICATION_MESSAGES.documentRequired(REVENDICATION_DOCUMENT_LABELS.extrait)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(REVENDICATION_MESSAGES.documentRequired(REVENDICATION_DOCUMENT_LABELS.identite)),
    ).toBeInTheDocument();
    expect(screen.getByText(REVENDICATION_MESSAGES.nomRequired)).toBeInTheDocument();
    expect(sendDocuments).not.toHaveBeenCalled();
  });

  it('sends the documents with the claimant’s fields, then says they are received, without the form', async () => {
    fiche.mockResolvedValue(LISTING);
    sendDocuments.mockResolvedValue({ preuve: 'DOCUMENTS', message: REVENDICATION_MESSAGES.documentsRecus });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    await userEvent.click(await screen.findByRole('radio', { name: /Des documents/ }));
    await fillClaim();
    const kbis = fileOf('kbis.pdf', 'application/pdf', PDF);
    const cni = fileOf('cni.jpg', 'image/jpeg', [0xff, 0xd8, 0xff, 0xe0]);
    await userEvent.upload(extraitField(), kbis);
    await userEvent.upload(identiteField(), cni);
    await userEvent.click(screen.getByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS }));

    const title = await screen.findByText('Documents envoyés');
    expect(sendDocuments).toHaveBeenCalledTimes(1);
    const [input, files] = sendDocuments.mock.calls[0]!;
    expect(input).toEqual(CLAIMANT_INPUT);
    expect(files.extrait).toBe(kbis);
    expect(files.identite).toBe(cni);
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText(REVENDICATION_MESSAGES.documentsRecus, { exact: false })).toBeInTheDocument();
    expect(title.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Votre nom et prénom/)).not.toBeInTheDocument();
  });

  it('shows the API’s refusal of a document next to it, and another failure at the top, keeping what was typed', async () => {
    fiche.mockResolvedValue({ ...LISTING, emailMasque: null });
    const format = REVENDICATION_MESSAGES.documentFormat;
    sendDocuments.mockRejectedValueOnce(
      new ApiRequestError(format, 400, [{ path: 'identite', message: format }]),
    );
    sendDocuments.mockRejectedValueOnce(new ApiRequestError(REVENDICATION_MESSAGES.emailDemandeurPris, 409));
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    await screen.findByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS });
    await fillClaim();
    await userEvent.upload(extraitField(), fileOf('kbis.pdf', 'application/pdf', PDF));
    await userEvent.upload(identiteField(), fileOf('cni.png', 'image/png', PNG));
    await userEvent.click(screen.getByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS }));

    await waitFor(() => expect(identiteField()).toHaveFocus());
    expect(identiteField()).toHaveAttribute('aria-invalid', 'true');
    expect(identiteField()).toHaveAccessibleDescription(expect.stringContaining(format));
    expect(extraitField()).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REVENDICATION_MESSAGES.emailDemandeurPris);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(sendDocuments).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText(/^Votre nom et prénom/)).toHaveValue('Paul Martin');
    expect(screen.getByText('cni.png, 2 ko')).toBeInTheDocument();
  });

  it('sends a letter when the claimant chooses the post, then takes the letter’s code', async () => {
    fiche.mockResolvedValue({ ...LISTING, adresseCourrier: ADRESSE });
    send.mockResolvedValue({
      preuve: 'COURRIER',
      message: REVENDICATION_MESSAGES.courrierEnvoye('4 RUE DU PORT, 19000 TULLE'),
      adresse: ADRESSE,
      expireLe: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    const byPost = await screen.findByRole('radio', { name: /Un code par courrier/ });
    expect(screen.getByRole('radio', { name: /Un code par e-mail/ })).toBeChecked();
    expect(byPost).toHaveAccessibleDescription(/4 RUE DU PORT, 19000 TULLE/);
    await fillClaim();
    await userEvent.click(byPost);
    await userEvent.click(screen.getByRole('button', { name: CLAIM_SUBMIT_LETTER }));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ artisanId: 12, preuve: 'COURRIER' }));
    expect(await screen.findByText('Votre courrier est en route')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: LETTER_TITLE })).toBeInTheDocument();
    // Nothing of a letter's claim stays in the tab: its code is its own key.
    expect(window.sessionStorage.getItem('revendication:12')).toBeNull();
  });

  it('offers the letter alone when the registers give no e-mail, and the letter’s form when one is on its way', async () => {
    fiche.mockResolvedValue({
      ...LISTING,
      emailMasque: null,
      adresseCourrier: ADRESSE,
      documentsEnCours: true,
    });
    const { unmount } = renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    expect(await screen.findByRole('button', { name: CLAIM_SUBMIT_LETTER })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    unmount();

    fiche.mockResolvedValue({
      ...LISTING,
      emailMasque: null,
      adresseCourrier: ADRESSE,
      courrierEnCours: true,
    });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    expect(
      await screen.findByText(REVENDICATION_MESSAGES.courrierEnCours, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LETTER_SUBMIT })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CLAIM_SUBMIT_LETTER })).not.toBeInTheDocument();
    // The documents remain possible.
    expect(screen.getByRole('button', { name: CLAIM_SUBMIT_DOCUMENTS })).toBeInTheDocument();
  });

  it('checks the code a letter’s QR code brings, and says a wrong one next to the field', async () => {
    const unknown = REVENDICATION_MESSAGES.lettreInconnue;
    checkLetter.mockRejectedValueOnce(
      new ApiRequestError(unknown, 400, [{ path: 'code', message: unknown }]),
    );
    checkLetter.mockResolvedValueOnce({
      message: REVENDICATION_MESSAGES.valideeParCourrier('p•••@exemple.fr'),
      artisanId: 12,
      emailMasque: 'p•••@exemple.fr',
    });
    renderAt(<RevendicationPage />, '/revendiquer?courrier=k7pm-q2xd-9htr', '/revendiquer');
    const field = screen.getByLabelText(/^Code du courrier/);
    expect(field).toHaveValue('k7pm-q2xd-9htr');
    await userEvent.click(screen.getByRole('button', { name: LETTER_SUBMIT }));
    expect(checkLetter).toHaveBeenCalledWith({ code: 'K7PMQ2XD9HTR' });
    expect(await screen.findByText(unknown)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: LETTER_SUBMIT }));
    expect(
      await screen.findByText(REVENDICATION_MESSAGES.valideeParCourrier('p•••@exemple.fr')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'votre fiche' })).toHaveAttribute('href', '/artisan/12');
  });

  it('refuses a letter’s code of the wrong shape with the contract’s message, and sends nothing', async () => {
    renderAt(<RevendicationPage />, '/revendiquer', '/revendiquer');
    await userEvent.type(screen.getByLabelText(/^Code du courrier/), 'K7PM-Q2XD-9HT0');
    await userEvent.click(screen.getByRole('button', { name: LETTER_SUBMIT }));
    expect(await screen.findByText(REVENDICATION_MESSAGES.lettreInvalid)).toBeInTheDocument();
    expect(checkLetter).not.toHaveBeenCalled();
  });

  it('finds the listing by SIRET or name, and links the claim of those nobody manages', async () => {
    // The finder's submit navigates (a transition): see stubFormData.
    stubFormData();
    const card = (id: number, entrepriseNom: string, geree: boolean) =>
      ({
        id,
        entrepriseNom,
        ville: 'Tulle',
        codePostal: '19000',
        specialites: [{ id: 1, metier: 'Plombier' }],
        geree,
      }) as RecherchePage['items'][number];
    search.mockResolvedValueOnce({
      q: 'plomberie tulle',
      mode: 'nom',
      items: [card(12, 'Plomberie du Puy', false), card(13, 'Plomberie Martin', true)],
      total: 2,
      totalPlafonne: false,
      page: 1,
      size: 20,
      pageCount: 1,
    });
    renderAt(<RevendicationPage />, '/revendiquer', '/revendiquer');
    await userEvent.type(screen.getByLabelText(/^SIRET, SIREN ou nom de l’entreprise/), 'plomberie tulle');
    await userEvent.click(screen.getByRole('button', { name: FINDER_SUBMIT }));
    const results = await screen.findByRole('region', { name: '2 fiches trouvées' });
    expect(
      within(results).getByRole('link', { name: 'Revendiquer la fiche Plomberie du Puy' }),
    ).toHaveAttribute('href', '/revendiquer?fiche=12');
    expect(within(results).getByText('Déjà gérée par l’entreprise')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/revendiquer?q=plomberie+tulle');

    search.mockResolvedValueOnce({
      q: 'zzz',
      mode: 'nom',
      items: [],
      total: 0,
      totalPlafonne: false,
      page: 1,
      size: 20,
      pageCount: 1,
    });
    await userEvent.clear(screen.getByLabelText(/^SIRET, SIREN ou nom de l’entreprise/));
    await userEvent.type(screen.getByLabelText(/^SIRET, SIREN ou nom de l’entreprise/), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: FINDER_SUBMIT }));
    expect(await screen.findByText(FINDER_NONE)).toBeInTheDocument();
  });

  it('offers the contest of a managed listing, in an address a reload keeps, its heading then focused', async () => {
    fiche.mockResolvedValue({ ...LISTING, geree: true });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12', '/revendiquer');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REVENDICATION_MESSAGES.dejaGeree);
    expect(alert).toHaveTextContent(REVENDICATION_CONTEST_TEXTS.notYours);
    expect(alert).not.toHaveTextContent(/page Contact/);
    const contest = screen.getByRole('link', { name: REVENDICATION_CONTEST_TEXTS.title });
    expect(contest).toHaveAttribute('href', '/revendiquer?fiche=12&contester=1');

    contest.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/revendiquer?fiche=12&contester=1');
    const heading = await screen.findByRole('heading', { level: 2, name: REVENDICATION_CONTEST_TEXTS.title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(REVENDICATION_CONTEST_TEXTS.intro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: REVENDICATION_CONTEST_TEXTS.submit })).toBeInTheDocument();
    expect(fiche).toHaveBeenCalledTimes(1);
  });

  it('sends a contest with documents only and contestation: true, then says it is received', async () => {
    fiche.mockResolvedValue({ ...LISTING, geree: true, adresseCourrier: ADRESSE });
    sendDocuments.mockResolvedValue({
      preuve: 'DOCUMENTS',
      message: REVENDICATION_MESSAGES.contestationRecue,
    });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12&contester=1', '/revendiquer');
    const heading = await screen.findByRole('heading', { level: 2, name: REVENDICATION_CONTEST_TEXTS.title });
    // Loaded at its address, the page keeps the focus where it was.
    expect(heading).not.toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent)).toEqual([
      'Comment ça marche',
      REVENDICATION_CONTEST_TEXTS.title,
      'Vous et l’entreprise',
    ]);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Des documents, vérifiés par notre équipe')).toBeInTheDocument();
    expect(screen.queryByText(/Un code par/)).not.toBeInTheDocument();
    expect(screen.queryByText(REVENDICATION_MESSAGES.dejaGeree)).not.toBeInTheDocument();

    await fillClaim();
    const kbis = fileOf('kbis.pdf', 'application/pdf', PDF);
    const cni = fileOf('cni.png', 'image/png', PNG);
    await userEvent.upload(extraitField(), kbis);
    await userEvent.upload(identiteField(), cni);
    await userEvent.click(screen.getByRole('button', { name: REVENDICATION_CONTEST_TEXTS.submit }));

    const title = await screen.findByText(REVENDICATION_CONTEST_TEXTS.sentTitle);
    expect(sendDocuments).toHaveBeenCalledTimes(1);
    const [input, files] = sendDocuments.mock.calls[0]!;
    expect(input).toEqual({ ...CLAIMANT_INPUT, contestation: true });
    expect(files).toEqual({ extrait: kbis, identite: cni });
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText(REVENDICATION_MESSAGES.contestationRecue, { exact: false })).toBeInTheDocument();
    expect(title.closest('[tabindex="-1"]')).toHaveFocus();
    expect(
      screen.queryByRole('button', { name: REVENDICATION_CONTEST_TEXTS.submit }),
    ).not.toBeInTheDocument();
  });

  it('refuses a contest’s missing documents next to their fields, and says the API’s refusal at the top', async () => {
    fiche.mockResolvedValue({ ...LISTING, geree: true });
    sendDocuments.mockRejectedValue(new ApiRequestError(REVENDICATION_MESSAGES.documentsEnCours, 409));
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12&contester=1', '/revendiquer');
    await screen.findByRole('button', { name: REVENDICATION_CONTEST_TEXTS.submit });
    await fillClaim();
    await userEvent.click(screen.getByRole('button', { name: REVENDICATION_CONTEST_TEXTS.submit }));
    await waitFor(() => expect(extraitField()).toHaveFocus());
    expect(sendDocuments).not.toHaveBeenCalled();

    await userEvent.upload(extraitField(), fileOf('kbis.pdf', 'application/pdf', PDF));
    await userEvent.upload(identiteField(), fileOf('cni.png', 'image/png', PNG));
    await userEvent.click(screen.getByRole('button', { name: REVENDICATION_CONTEST_TEXTS.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REVENDICATION_CONTEST_TEXTS.failed);
    expect(alert).toHaveTextContent(REVENDICATION_MESSAGES.documentsEnCours);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^Votre nom et prénom/)).toHaveValue('Paul Martin');
  });

  it('says a contest waits when another claim’s documents do, without the form', async () => {
    fiche.mockResolvedValue({ ...LISTING, geree: true, documentsEnCours: true });
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12&contester=1', '/revendiquer');
    expect(
      await screen.findByRole('heading', { level: 2, name: REVENDICATION_CONTEST_TEXTS.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(REVENDICATION_CONTEST_TEXTS.pending);
    expect(
      screen.queryByRole('button', { name: REVENDICATION_CONTEST_TEXTS.submit }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Votre nom et prénom/)).not.toBeInTheDocument();
  });

  it('claims as usual a listing nobody manages, whatever the address says of a contest', async () => {
    fiche.mockResolvedValue(LISTING);
    renderAt(<RevendicationPage />, '/revendiquer?fiche=12&contester=1', '/revendiquer');
    expect(await screen.findByRole('button', { name: CLAIM_SUBMIT })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Des documents/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: REVENDICATION_CONTEST_TEXTS.title }),
    ).not.toBeInTheDocument();
  });

  it('says an unknown listing is not there, and offers to find it', async () => {
    fiche.mockRejectedValue(new ApiRequestError(REVENDICATION_MESSAGES.ficheIntrouvable, 404));
    renderAt(<RevendicationPage />, '/revendiquer?fiche=999', '/revendiquer');
    expect(await screen.findByText(REVENDICATION_MESSAGES.ficheIntrouvable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FINDER_SUBMIT })).toBeInTheDocument();
  });
});
