import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { ApiRequestError } from '@annuaire/shared/client/http';
import {
  acceptRevendication,
  fetchRevendications,
  refuseRevendication,
  revendicationDocumentUrl,
  takeBackRevendication,
} from '@annuaire/shared/client/revendications';
import {
  REVENDICATION_CONTEST_TEXTS,
  REVENDICATION_MESSAGES,
  type Revendication,
  type RevendicationPage,
} from '@annuaire/shared/contract/revendication';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { EMPTY_FILTERED, EMPTY_REVENDICATIONS, RevendicationsPage } from './revendications-page';

jest.mock('@annuaire/shared/client/revendications');
const actualClient = jest.requireActual<typeof import('@annuaire/shared/client/revendications')>(
  '@annuaire/shared/client/revendications',
);
jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const VALIDATED: Revendication = {
  id: 4,
  artisanId: 12,
  entrepriseNom: 'Plomberie du Puy Saint Clair',
  siret: '81234567600017',
  nom: 'Paul Martin',
  email: 'paul@exemple.fr',
  telephone: '0612345678',
  role: 'DIRIGEANT',
  certifieeLe: '2026-11-28T10:00:00.000Z',
  preuve: 'EMAIL',
  emailPreuve: 'contact@plomberie-puy-st-clair.example',
  adressePreuve: null,
  statut: 'VALIDEE',
  creeeLe: '2026-11-28T10:00:00.000Z',
  closeLe: '2026-11-28T10:04:00.000Z',
  motifDecision: null,
  documents: [],
  compte: { id: 9, username: 'contact' },
  contestation: false,
  compteConteste: null,
  evenements: [
    { type: 'CREEE', creeLe: '2026-11-28T10:00:00.000Z' },
    { type: 'CODE_ENVOYE', creeLe: '2026-11-28T10:00:00.000Z' },
    { type: 'CODE_ERRONE', creeLe: '2026-11-28T10:02:00.000Z' },
    { type: 'VALIDEE', creeLe: '2026-11-28T10:04:00.000Z' },
  ],
};

const IN_PROGRESS: Revendication = {
  ...VALIDATED,
  id: 5,
  entrepriseNom: 'Chauffage Martin',
  email: 'inconnu@exemple.fr',
  statut: 'EN_COURS',
  closeLe: null,
  compte: null,
  evenements: [{ type: 'CREEE', creeLe: '2026-11-28T10:00:00.000Z' }],
};
const CLOSED: Revendication = {
  ...IN_PROGRESS,
  statut: 'REFUSEE',
  closeLe: '2026-11-29T09:00:00.000Z',
  motifDecision: 'L’entreprise nous a écrit : elle n’a rien demandé.',
};
const TAKEN_BACK: Revendication = {
  ...VALIDATED,
  id: 6,
  entrepriseNom: 'Toitures du Lot',
  statut: 'REPRISE',
  compte: null,
  motifDecision: 'Le gérant conteste la revendication.',
};
const EXPIRED: Revendication = {
  ...IN_PROGRESS,
  id: 7,
  entrepriseNom: 'Menuiserie Alban',
  statut: 'EXPIREE',
};
const VALIDATED_WITHOUT_ACCOUNT: Revendication = {
  ...VALIDATED,
  id: 8,
  entrepriseNom: 'Peintures Roche',
  compte: null,
};

const BY_DOCUMENTS: Revendication = {
  ...IN_PROGRESS,
  id: 10,
  entrepriseNom: 'Électricité Vidal',
  nom: 'Claire Vidal',
  email: 'claire@exemple.fr',
  preuve: 'DOCUMENTS',
  emailPreuve: null,
  documents: [
    // 1,2 Mo and 350 ko, as the contract counts them (a Mo of 1 024 ko).
    { id: 31, type: 'extrait', format: 'application/pdf', taille: 1_258_291 },
    { id: 32, type: 'identite', format: 'image/jpeg', taille: 358_400 },
  ],
  evenements: [
    { type: 'CREEE', creeLe: '2026-11-28T10:00:00.000Z' },
    { type: 'DOCUMENTS_RECUS', creeLe: '2026-11-28T10:00:00.000Z' },
  ],
};
/** Refused yesterday: its documents are still kept. */
const BY_DOCUMENTS_REFUSED: Revendication = {
  ...BY_DOCUMENTS,
  id: 11,
  entrepriseNom: 'Carrelages Noailles',
  statut: 'REFUSEE',
  closeLe: '2026-11-29T09:00:00.000Z',
  motifDecision: 'L’extrait a plus de 3 mois.',
  documents: [{ id: 33, type: 'identite', format: 'image/png', taille: 2_048 }],
};
/** Accepted more than 30 days ago: its documents are deleted. */
const BY_DOCUMENTS_ACCEPTED: Revendication = {
  ...BY_DOCUMENTS,
  id: 12,
  entrepriseNom: 'Serrurerie Lagarde',
  statut: 'VALIDEE',
  closeLe: '2026-10-01T09:00:00.000Z',
  compte: null,
  documents: [],
};
const BY_POST_IN_PROGRESS: Revendication = {
  ...IN_PROGRESS,
  id: 13,
  entrepriseNom: 'Isolation Corrèze',
  preuve: 'COURRIER',
  emailPreuve: null,
  adressePreuve: ['ISOLATION CORREZE', '19000 TULLE'],
};
/** A contest of the listing the account « ancien-gerant » manages. */
const CONTEST: Revendication = {
  ...BY_DOCUMENTS,
  id: 14,
  entrepriseNom: 'Maçonnerie Lafon',
  nom: 'Jeanne Lafon',
  email: 'jeanne@exemple.fr',
  contestation: true,
  compteConteste: { id: 21, username: 'ancien-gerant' },
};
/** Refused once the contested account had been deleted. */
const CONTEST_REFUSED: Revendication = {
  ...CONTEST,
  id: 15,
  entrepriseNom: 'Charpentes Delmas',
  statut: 'REFUSEE',
  closeLe: '2026-11-29T09:00:00.000Z',
  motifDecision: 'La fiche n’est plus gérée.',
  compteConteste: null,
};

const REASON = 'L’entreprise nous a écrit : elle n’a rien demandé.';

const pageOf = (items: Revendication[]): RevendicationPage => ({
  items,
  total: items.length,
  page: 1,
  size: 20,
  pageCount: 1,
});

function Location() {
  const current = useLocation();
  return <output data-testid="location">{`${current.pathname}${current.search}`}</output>;
}

function renderPage(path = '/backoffice/admin/revendications') {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <RevendicationsPage />
        <Location />
      </MemoryRouter>,
    ),
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('RevendicationsPage', () => {
  beforeEach(() => {
    jest
      .mocked(fetchRevendications)
      .mockReset()
      .mockResolvedValue(pageOf([VALIDATED]));
    jest.mocked(refuseRevendication).mockReset();
    jest.mocked(takeBackRevendication).mockReset();
    jest.mocked(acceptRevendication).mockReset();
    jest.mocked(revendicationDocumentUrl).mockImplementation(actualClient.revendicationDocumentUrl);
    jest.mocked(toast.success).mockReset();
  });

  it('shows who claimed which listing, the certification, the proof, the account and every step', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Revendications de fiches' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Plomberie du Puy Saint Clair' });
    expect(within(card).getByRole('link', { name: 'Plomberie du Puy Saint Clair' })).toHaveAttribute(
      'href',
      '/artisan/12',
    );
    expect(within(card).getByText('Validée')).toBeInTheDocument();
    expect(card).toHaveTextContent('SIRET 812 345 676 00017');
    expect(card).toHaveTextContent('Paul Martin (Dirigeant ou dirigeante)');
    expect(card).toHaveTextContent('Code par e-mail à contact@plomberie-puy-st-clair.example');
    expect(card).toHaveTextContent('Compte créécontact');
    expect(within(card).getByRole('link', { name: 'paul@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:paul@exemple.fr',
    );
    await userEvent.click(within(card).getByText('Étapes (4)'));
    const steps = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[2]).toContain('Code erroné saisi');
    expect(steps[3]).toContain('Bon code : compte créé et fiche rattachée');
    expect(screen.getByText('1 revendication')).toBeInTheDocument();
  });

  it('shows where a letter went for a claim by post', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(
      pageOf([
        {
          ...VALIDATED,
          preuve: 'COURRIER',
          emailPreuve: null,
          adressePreuve: ['PLOMBERIE DU PUY SAINT CLAIR', '4 RUE DU PORT', '19000 TULLE'],
          statut: 'EN_COURS',
          closeLe: null,
          compte: null,
          evenements: [
            { type: 'CREEE', creeLe: '2026-11-28T10:00:00.000Z' },
            { type: 'COURRIER_ENVOYE', creeLe: '2026-11-28T10:00:00.000Z' },
          ],
        },
      ]),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Plomberie du Puy Saint Clair' });
    expect(card).toHaveTextContent(
      'Code par courrier à PLOMBERIE DU PUY SAINT CLAIR, 4 RUE DU PORT, 19000 TULLE',
    );
    await userEvent.click(within(card).getByText('Étapes (2)'));
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent(
      'Courrier avec le code préparé pour l’envoi postal',
    );
  });

  it('filters by status in the address, and says when there is none', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([]));
    renderPage();
    expect(await screen.findByText(EMPTY_REVENDICATIONS)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'EN_COURS');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/backoffice/admin/revendications?statut=EN_COURS',
      ),
    );
    expect(await screen.findByText(EMPTY_FILTERED)).toBeInTheDocument();
    expect(fetchRevendications).toHaveBeenLastCalledWith({ page: 1, size: 20, statut: 'EN_COURS' });
  });

  it('offers every status in the filter, those of an administrator’s decisions too', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Plomberie du Puy Saint Clair' });
    const options = within(screen.getByLabelText('Statut'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Toutes les revendications',
      'En cours',
      'Validée',
      'Close sans suite',
      'Close par l’administration',
      'Fiche reprise',
    ]);
  });

  it('closes a claim in progress with a reason the contract checks first, then reads the page again', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([IN_PROGRESS]));
    jest.mocked(refuseRevendication).mockResolvedValue({ message: REVENDICATION_MESSAGES.refusee });
    renderPage();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', {
      name: 'Clore la revendication de Chauffage Martin',
    });
    expect(button).toHaveTextContent('Clore la revendication');
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Clore la revendication de Chauffage Martin' });
    expect(dialog).toHaveAccessibleDescription(
      'Le demandeur recevra ce motif par e-mail (inconnu@exemple.fr).',
    );
    const motif = within(dialog).getByLabelText(/^Motif/);
    expect(motif).toHaveFocus();
    expect(motif).toHaveAttribute('maxlength', '500');

    await user.click(within(dialog).getByRole('button', { name: 'Clore' }));
    expect(motif).toHaveAccessibleDescription(expect.stringContaining(REVENDICATION_MESSAGES.motifRequired));
    await user.type(motif, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Clore' }));
    expect(motif).toHaveAccessibleDescription(expect.stringContaining(REVENDICATION_MESSAGES.motifRequired));
    expect(refuseRevendication).not.toHaveBeenCalled();

    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([CLOSED]));
    await user.clear(motif);
    await user.type(motif, REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Clore' }));
    await waitFor(() => expect(refuseRevendication).toHaveBeenCalledWith(5, { motif: REASON }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith(REVENDICATION_MESSAGES.refusee);
    expect(takeBackRevendication).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchRevendications).toHaveBeenCalledTimes(2));
    const closed = card('Chauffage Martin');
    await waitFor(() => expect(closed).toHaveTextContent('Close par l’administration'));
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Chauffage Martin' })).toHaveFocus());
  });

  it('shows the API’s refusal of the reason next to the Motif field, the reason kept', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([IN_PROGRESS]));
    jest
      .mocked(refuseRevendication)
      .mockRejectedValue(
        new ApiRequestError('Les données envoyées sont invalides.', 400, [
          { path: 'motif', message: REVENDICATION_MESSAGES.motifTooLong },
        ]),
      );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Clore la revendication/ }));
    const dialog = screen.getByRole('dialog');
    const motif = within(dialog).getByLabelText(/^Motif/);
    await user.type(motif, REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Clore' }));
    await waitFor(() =>
      expect(motif).toHaveAccessibleDescription(expect.stringContaining(REVENDICATION_MESSAGES.motifTooLong)),
    );
    expect(motif).toHaveAttribute('aria-invalid', 'true');
    expect(motif).toHaveValue(REASON);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says in the dialog when the claim is no longer in progress, and reads the page again once closed', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([IN_PROGRESS]));
    jest
      .mocked(refuseRevendication)
      .mockRejectedValue(new ApiRequestError(REVENDICATION_MESSAGES.pasEnCours, 409));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Clore la revendication/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Motif/), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Clore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVENDICATION_MESSAGES.pasEnCours);
    expect(fetchRevendications).toHaveBeenCalledTimes(1);

    jest
      .mocked(fetchRevendications)
      .mockResolvedValue(pageOf([{ ...EXPIRED, id: 5, entrepriseNom: 'Chauffage Martin' }]));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchRevendications).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Chauffage Martin' })).toHaveFocus());
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('closes the dialog with Escape, nothing sent, the focus back on its button', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([IN_PROGRESS]));
    renderPage();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /^Clore la revendication/ });
    await user.click(button);
    await user.type(screen.getByLabelText(/^Motif/), REASON);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(refuseRevendication).not.toHaveBeenCalled();
    expect(fetchRevendications).toHaveBeenCalledTimes(1);
  });

  it('takes back the listing of a validated claim with an account only, and offers nothing on a closed one', async () => {
    jest
      .mocked(fetchRevendications)
      .mockResolvedValue(pageOf([VALIDATED, VALIDATED_WITHOUT_ACCOUNT, EXPIRED, CLOSED, TAKEN_BACK]));
    jest.mocked(takeBackRevendication).mockResolvedValue({ message: REVENDICATION_MESSAGES.reprise });
    renderPage();
    const user = userEvent.setup();
    const validated = await screen.findByRole('article', { name: 'Plomberie du Puy Saint Clair' });
    expect(
      within(validated)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reprendre la fiche']);
    for (const name of ['Peintures Roche', 'Menuiserie Alban', 'Chauffage Martin', 'Toitures du Lot']) {
      expect(within(card(name)).queryByRole('button')).not.toBeInTheDocument();
    }

    await user.click(
      within(validated).getByRole('button', { name: 'Reprendre la fiche Plomberie du Puy Saint Clair' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reprendre la fiche Plomberie du Puy Saint Clair' });
    expect(dialog).toHaveAccessibleDescription(
      'La fiche ne sera plus gérée par le compte contact, qui recevra ce motif par e-mail. La fiche pourra de nouveau être revendiquée.',
    );
    await user.type(within(dialog).getByLabelText(/^Motif/), 'Le gérant conteste la revendication.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprendre la fiche' }));
    await waitFor(() =>
      expect(takeBackRevendication).toHaveBeenCalledWith(4, {
        motif: 'Le gérant conteste la revendication.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith(REVENDICATION_MESSAGES.reprise);
    expect(refuseRevendication).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchRevendications).toHaveBeenCalledTimes(2));
  });

  it('says the 409 of a listing no longer held by the claim’s account in the dialog', async () => {
    jest
      .mocked(takeBackRevendication)
      .mockRejectedValue(new ApiRequestError(REVENDICATION_MESSAGES.pasRattachee, 409));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Reprendre la fiche/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Motif/), 'Contestée.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprendre la fiche' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVENDICATION_MESSAGES.pasRattachee);
  });

  it('shows the reason of a decided claim, and none on an undecided one', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([VALIDATED, CLOSED, TAKEN_BACK]));
    renderPage();
    const closed = await screen.findByRole('article', { name: 'Chauffage Martin' });
    expect(closed).toHaveTextContent(`Motif de la décision${CLOSED.motifDecision}`);
    expect(closed).toHaveTextContent('Close par l’administration');
    const takenBack = card('Toitures du Lot');
    expect(takenBack).toHaveTextContent('Motif de la décisionLe gérant conteste la revendication.');
    expect(takenBack).toHaveTextContent('Fiche reprise');
    expect(card('Plomberie du Puy Saint Clair')).not.toHaveTextContent('Motif de la décision');
  });

  it('links to each document of a claim by documents, with its kind, format and size', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([BY_DOCUMENTS, BY_DOCUMENTS_REFUSED]));
    renderPage();
    const claim = await screen.findByRole('article', { name: 'Électricité Vidal' });
    expect(claim).toHaveTextContent('PreuveDocuments');
    expect(claim).not.toHaveTextContent('Code par');
    const links = within(claim)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('/documents/'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Extrait Kbis ou avis de situation SIRENE de moins de 3 mois (PDF, 1,2 Mo)',
        'http://localhost/api/revendications/10/documents/31',
      ],
      ['Pièce d’identité du demandeur (JPEG, 350 ko)', 'http://localhost/api/revendications/10/documents/32'],
    ]);
    expect(claim).not.toHaveTextContent('Documents supprimés');
    await userEvent.click(within(claim).getByText('Étapes (2)'));
    expect(within(claim).getByText(/Documents reçus, en attente de décision/)).toBeInTheDocument();

    const refused = card('Carrelages Noailles');
    expect(
      within(refused).getByRole('link', { name: 'Pièce d’identité du demandeur (PNG, 2 ko)' }),
    ).toHaveAttribute('href', 'http://localhost/api/revendications/11/documents/33');
    expect(refused).not.toHaveTextContent('Documents supprimés');
  });

  it('says the documents of a decided claim are deleted 30 days after the decision', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([BY_DOCUMENTS_ACCEPTED, VALIDATED]));
    renderPage();
    const accepted = await screen.findByRole('article', { name: 'Serrurerie Lagarde' });
    expect(accepted).toHaveTextContent('PreuveDocumentsDocuments supprimés 30 jours après la décision.');
    expect(within(accepted).queryByRole('link', { name: /\(PDF|\(JPEG|\(PNG/ })).not.toBeInTheDocument();
    // A claim by e-mail never had documents: nothing said about them.
    expect(card('Plomberie du Puy Saint Clair')).not.toHaveTextContent('Documents');
  });

  it('offers acceptance on a claim by documents in progress only', async () => {
    jest
      .mocked(fetchRevendications)
      .mockResolvedValue(
        pageOf([BY_DOCUMENTS, IN_PROGRESS, BY_POST_IN_PROGRESS, BY_DOCUMENTS_REFUSED, BY_DOCUMENTS_ACCEPTED]),
      );
    renderPage();
    const claim = await screen.findByRole('article', { name: 'Électricité Vidal' });
    const buttonsOf = (element: HTMLElement) =>
      within(element)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttonsOf(claim)).toEqual(['Accepter la revendication', 'Clore la revendication']);
    expect(
      within(claim).getByRole('button', { name: 'Accepter la revendication de Électricité Vidal' }),
    ).toBeInTheDocument();
    expect(buttonsOf(card('Chauffage Martin'))).toEqual(['Clore la revendication']);
    expect(buttonsOf(card('Isolation Corrèze'))).toEqual(['Clore la revendication']);
    expect(buttonsOf(card('Carrelages Noailles'))).toEqual([]);
    expect(buttonsOf(card('Serrurerie Lagarde'))).toEqual([]);
  });

  it('accepts a claim by documents after saying what it does, then reads the page again', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([BY_DOCUMENTS]));
    jest.mocked(acceptRevendication).mockResolvedValue({ message: REVENDICATION_MESSAGES.acceptee });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Accepter la revendication/ }));
    const dialog = screen.getByRole('dialog', { name: 'Accepter la revendication de Électricité Vidal' });
    expect(dialog).toHaveAccessibleDescription(
      'Un compte professionnel sera créé pour Claire Vidal (claire@exemple.fr) et la fiche lui sera rattachée ; le lien pour choisir son mot de passe lui sera envoyé. Vérifiez que l’extrait a moins de 3 mois et que l’identité correspond.',
    );
    expect(acceptRevendication).not.toHaveBeenCalled();

    jest.mocked(fetchRevendications).mockResolvedValue(
      pageOf([
        {
          ...BY_DOCUMENTS,
          statut: 'VALIDEE',
          closeLe: '2026-11-29T09:00:00.000Z',
          compte: { id: 14, username: 'claire@exemple.fr' },
        },
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(acceptRevendication).toHaveBeenCalledWith(10));
    expect(acceptRevendication).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith(REVENDICATION_MESSAGES.acceptee);
    expect(refuseRevendication).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchRevendications).toHaveBeenCalledTimes(2));
    const accepted = card('Électricité Vidal');
    await waitFor(() => expect(accepted).toHaveTextContent('Validée'));
    expect(
      within(accepted)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reprendre la fiche']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Électricité Vidal' })).toHaveFocus());
  });

  it('says a 409 of the acceptance in the dialog, and reads the page again once closed', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([BY_DOCUMENTS]));
    jest
      .mocked(acceptRevendication)
      .mockRejectedValue(new ApiRequestError(REVENDICATION_MESSAGES.emailDemandeurPris, 409));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Accepter la revendication/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      REVENDICATION_MESSAGES.emailDemandeurPris,
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(toast.success).not.toHaveBeenCalled();
    expect(fetchRevendications).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchRevendications).toHaveBeenCalledTimes(2));
  });

  it('marks a contest beside its proof and names the account contested, or says it is deleted', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([CONTEST, CONTEST_REFUSED, BY_DOCUMENTS]));
    renderPage();
    const contest = await screen.findByRole('article', { name: 'Maçonnerie Lafon' });
    expect(contest).toHaveTextContent(`Preuve${REVENDICATION_CONTEST_TEXTS.badge} Documents`);
    expect(contest).toHaveTextContent(`${REVENDICATION_CONTEST_TEXTS.contestedAccount}ancien-gerant`);
    expect(card('Charpentes Delmas')).toHaveTextContent(
      `${REVENDICATION_CONTEST_TEXTS.contestedAccount}${REVENDICATION_CONTEST_TEXTS.deletedAccount}`,
    );
    const claim = card('Électricité Vidal');
    expect(claim).not.toHaveTextContent(REVENDICATION_CONTEST_TEXTS.badge);
    expect(claim).not.toHaveTextContent(REVENDICATION_CONTEST_TEXTS.contestedAccount);
    expect(
      within(contest)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([REVENDICATION_CONTEST_TEXTS.acceptButton, 'Clore la revendication']);
  });

  it('accepts a contest after saying the listing leaves the account contested, then shows the API’s message', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([CONTEST]));
    jest
      .mocked(acceptRevendication)
      .mockResolvedValue({ message: REVENDICATION_MESSAGES.contestationAcceptee });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Accepter la contestation de Maçonnerie Lafon' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Accepter la contestation de Maçonnerie Lafon' });
    expect(dialog).toHaveAccessibleDescription(
      'La fiche sera retirée du compte ancien-gerant, qui en sera informé par e-mail, et rattachée au compte professionnel créé pour Jeanne Lafon (jeanne@exemple.fr) ; le lien pour choisir son mot de passe lui sera envoyé. Vérifiez que l’extrait a moins de 3 mois et que l’identité correspond.',
    );
    await user.click(within(dialog).getByRole('button', { name: REVENDICATION_CONTEST_TEXTS.acceptSubmit }));
    await waitFor(() => expect(acceptRevendication).toHaveBeenCalledWith(14));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith(REVENDICATION_MESSAGES.contestationAcceptee);
    await waitFor(() => expect(fetchRevendications).toHaveBeenCalledTimes(2));
  });

  it('says in the dialog that a contest is moot once the account no longer manages the listing', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([CONTEST]));
    jest
      .mocked(acceptRevendication)
      .mockRejectedValue(new ApiRequestError(REVENDICATION_MESSAGES.contestationPerimee, 409));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Accepter la contestation/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: REVENDICATION_CONTEST_TEXTS.acceptSubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      REVENDICATION_MESSAGES.contestationPerimee,
    );
    expect(toast.success).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(fetchRevendications).toHaveBeenCalledTimes(2));
  });
});
