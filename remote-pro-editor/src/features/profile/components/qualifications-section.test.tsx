import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createArtisanDetail,
  deleteArtisanDetail,
  updateArtisanDetail,
  uploadArtisanImage,
} from '@annuaire/shared/client/artisan-details';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { addDays, parisToday, QUALIFICATION_VERIFICATION } from '@annuaire/shared/contract/qualification';
import { frenchDate } from '@annuaire/shared/domain/french-dates';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { detail, imageFile, qualification, spyToasts } from '../../../test/fixtures';
import {
  PICTURE_ONLY_TEXT,
  QualificationsSection,
  type QualificationsSectionProps,
} from './qualifications-section';

jest.mock('@annuaire/shared/client/artisan-details');

const mockedCreate = jest.mocked(createArtisanDetail);
const mockedUpdate = jest.mocked(updateArtisanDetail);
const mockedDelete = jest.mocked(deleteArtisanDetail);
const mockedUpload = jest.mocked(uploadArtisanImage);

const RGE_BOX = 'Mention RGE (Reconnu garant de l’environnement)';
const PATH = '/uploads/artisans/7/certificat.webp';

function renderSection(props: Partial<QualificationsSectionProps> = {}) {
  const onSaved = jest.fn();
  const onDeleted = jest.fn();
  const onDirtyChange = jest.fn();
  const toasts = spyToasts();
  const view = render(
    withQueryClient(
      <QualificationsSection
        artisanId={7}
        type="NORME"
        specialites={[1, 4]}
        details={[]}
        onSaved={onSaved}
        onDeleted={onDeleted}
        onDirtyChange={onDirtyChange}
        {...props}
      />,
    ),
  );
  return { onSaved, onDeleted, onDirtyChange, toasts, view };
}

/** The echo of a create or update: the detail as sent, with an id. */
function echo(id: number) {
  return async (body: object) => ({ ...detail('NORME'), ...body, id }) as ArtisanDetail;
}

describe('QualificationsSection: the list', () => {
  it('shows each qualification with its picture, body, title, number, validity and RGE badge', () => {
    const full = qualification('NORME', { rge: true });
    const legacy = detail('NORME', { description: null });
    renderSection({ details: [full, legacy] });
    expect(screen.getByRole('heading', { level: 2, name: 'Normes Acquises' })).toBeInTheDocument();
    expect(screen.getByText('2 / 10 normes')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Normes Acquises' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Qualibat');
    expect(within(first).getByText('RGE')).toBeInTheDocument();
    expect(within(first).getByText('5111 – Plomberie sanitaire')).toBeInTheDocument();
    expect(within(first).getByText('N° E-12345')).toBeInTheDocument();
    expect(within(first).getByText('Valable du 1er janvier 2025 au 31 décembre 2028')).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Agrandir : Qualibat, N° E-12345' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Modifier : Qualibat, N° E-12345' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Supprimer : Qualibat, N° E-12345' }),
    ).toBeInTheDocument();
    // A certificate's picture alone: listed with its picture, to be completed.
    const second = items[1]!;
    expect(within(second).getByRole('button', { name: 'Agrandir : Certificat 2' })).toBeInTheDocument();
    expect(within(second).getByText(PICTURE_ONLY_TEXT)).toBeInTheDocument();
    expect(within(second).queryByText('RGE')).not.toBeInTheDocument();
  });

  it('says whether the administration checked each qualification: the RGE badge waits for it', () => {
    const declared = qualification('NORME', { rge: true, verifiee: false });
    const checked = qualification('NORME', { rge: false, verifiee: true, numero: 'E-67890' });
    renderSection({ details: [declared, checked] });
    const [first, second] = within(screen.getByRole('list', { name: 'Normes Acquises' })).getAllByRole(
      'listitem',
    );
    expect(first).toHaveTextContent(
      `${QUALIFICATION_VERIFICATION.enAttente} : ${QUALIFICATION_VERIFICATION.explanation}`,
    );
    expect(second).toHaveTextContent(QUALIFICATION_VERIFICATION.verifiee);
    expect(second).not.toHaveTextContent(QUALIFICATION_VERIFICATION.enAttente);
  });

  it('warns of a validity ending soon, and of an expired one in the alert style', () => {
    const today = parisToday();
    const soon = qualification('NORME', { dateDebut: addDays(today, -300), dateFin: addDays(today, 10) });
    const expired = qualification('NORME', {
      organisme: 'Qualifelec',
      dateDebut: addDays(today, -800),
      dateFin: addDays(today, -1),
    });
    renderSection({ details: [soon, expired] });
    const [first, second] = within(screen.getByRole('list', { name: 'Normes Acquises' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByRole('status')).toHaveTextContent(
      `Expire le ${frenchDate(addDays(today, 10))} : pensez à la renouveler.`,
    );
    const warning = within(second!).getByRole('status');
    expect(warning).toHaveTextContent(
      `Expirée le ${frenchDate(addDays(today, -1))} : elle n’est plus affichée sur votre page publique.`,
    );
    expect(warning).toHaveClass('warningExpired');
  });

  it('shows the empty state of the insurances', () => {
    renderSection({ type: 'ASSURANCE' });
    expect(screen.getByRole('heading', { name: 'Assurance décennale' })).toBeInTheDocument();
    expect(screen.getByText('Aucune assurance décennale pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('0 / 3 assurances')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter une assurance' })).toBeEnabled();
  });

  it('disables « Ajouter une assurance » at the limit and says why', () => {
    renderSection({
      type: 'ASSURANCE',
      details: [qualification('ASSURANCE'), qualification('ASSURANCE'), qualification('ASSURANCE')],
    });
    const add = screen.getByRole('button', { name: 'Ajouter une assurance' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Vous avez atteint le nombre maximal de 3 assurances.');
  });
});

describe('QualificationsSection: adding', () => {
  it('checks with the contract before sending, then creates the qualification with its picture', async () => {
    const user = userEvent.setup();
    mockedUpload.mockResolvedValue(PATH);
    mockedCreate.mockImplementation(echo(300));
    const { onSaved, onDirtyChange, toasts } = renderSection({ details: [qualification('NORME')] });
    await user.click(screen.getByRole('button', { name: 'Ajouter une qualification' }));
    const form = screen.getByRole('form', { name: 'Nouvelle qualification' });
    const organisme = within(form).getByRole('combobox', { name: 'Organisme' });
    expect(organisme).toHaveFocus();

    // Nothing filled: the contract's message, next to the organisme, and nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(organisme).toHaveAccessibleDescription(
      'Ajoutez l’image du certificat, ou renseignez l’organisme, le numéro et les dates de la qualification.',
    );
    expect(organisme).toHaveFocus();
    expect(mockedCreate).not.toHaveBeenCalled();

    await user.selectOptions(organisme, 'Qualibat');
    expect(organisme).not.toHaveAttribute('aria-invalid');
    await user.type(
      within(form).getByRole('textbox', { name: 'Intitulé de la qualification (facultatif)' }),
      '5111',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Numéro de qualification' }), 'E-999');
    await user.type(within(form).getByLabelText('Valable du'), '2026-01-01');
    await user.type(within(form).getByLabelText('au'), '2025-12-31');
    await user.click(within(form).getByRole('checkbox', { name: RGE_BOX }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);

    // The end before the start: the contract's message, next to « au ».
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByLabelText('au')).toHaveAccessibleDescription(
      'La fin de validité doit suivre son début.',
    );
    expect(mockedCreate).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('au'));
    await user.type(within(form).getByLabelText('au'), '2029-12-31');
    await user.upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      imageFile('certificat.png'),
    );
    expect(
      await within(form).findByRole('img', { name: 'Image du certificat de qualification' }),
    ).toHaveAttribute('src', PATH);
    expect(mockedUpload).toHaveBeenCalledWith(7, expect.objectContaining({ name: 'certificat.png' }));

    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(mockedCreate).toHaveBeenCalledWith({
      type: 'NORME',
      artisanId: 7,
      pathImg: PATH,
      organisme: 'Qualibat',
      numero: 'E-999',
      dateDebut: '2026-01-01',
      dateFin: '2029-12-31',
      rge: true,
      description: '5111',
    });
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 300, rge: true })),
    );
    expect(toasts.success).toHaveBeenCalledWith('Qualification enregistrée.');
    expect(screen.getByText('Qualification enregistrée.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('asks an insurance for every field, with the insurer’s own message', async () => {
    const user = userEvent.setup();
    renderSection({ type: 'ASSURANCE' });
    await user.click(screen.getByRole('button', { name: 'Ajouter une assurance' }));
    const form = screen.getByRole('form', { name: 'Nouvelle assurance' });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const assureur = within(form).getByRole('textbox', { name: 'Assureur' });
    expect(assureur).toHaveAccessibleDescription('Indiquez l’assureur.');
    expect(assureur).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Numéro de police' })).toHaveAccessibleDescription(
      'Indiquez le numéro.',
    );
    expect(within(form).getByLabelText('Valable du')).toHaveAccessibleDescription(
      'Indiquez la date de début de validité.',
    );
    expect(within(form).getByLabelText('au')).toHaveAccessibleDescription(
      'Indiquez la date de fin de validité.',
    );
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it('puts the API’s field errors next to their fields and keeps everything typed', async () => {
    const user = userEvent.setup();
    mockedCreate.mockRejectedValue(
      new ApiRequestError('Certaines informations sont invalides.', 400, [
        {
          path: 'numero',
          message:
            'Le numéro compte 40 caractères au plus : lettres, chiffres, espaces, points, tirets ou barres obliques.',
        },
      ]),
    );
    const { onSaved, toasts } = renderSection({ type: 'ASSURANCE' });
    await user.click(screen.getByRole('button', { name: 'Ajouter une assurance' }));
    const form = screen.getByRole('form', { name: 'Nouvelle assurance' });
    await user.type(within(form).getByRole('textbox', { name: 'Assureur' }), 'SMABTP');
    await user.type(within(form).getByRole('textbox', { name: 'Garantie (facultatif)' }), 'Décennale');
    await user.type(within(form).getByRole('textbox', { name: 'Numéro de police' }), 'P-778');
    await user.type(within(form).getByLabelText('Valable du'), '2026-01-01');
    await user.type(within(form).getByLabelText('au'), '2026-12-31');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    expect(mockedCreate).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'ASSURANCE', organisme: 'SMABTP', rge: false, pathImg: null }),
    );
    const numero = within(form).getByRole('textbox', { name: 'Numéro de police' });
    await waitFor(() =>
      expect(numero).toHaveAccessibleDescription(
        expect.stringContaining('Le numéro compte 40 caractères au plus'),
      ),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Certaines informations sont invalides.');
    expect(toasts.error).toHaveBeenCalledWith('Erreur lors de la sauvegarde du détail', {
      description: 'Certaines informations sont invalides.',
    });
    expect(within(form).getByRole('textbox', { name: 'Assureur' })).toHaveValue('SMABTP');
    expect(numero).toHaveValue('P-778');
    expect(within(form).getByLabelText('au')).toHaveValue('2026-12-31');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the limit the server counted, and says why the picture was not sent', async () => {
    const user = userEvent.setup();
    mockedUpload.mockRejectedValue(new ApiRequestError('Format d’image non pris en charge.', 415));
    mockedCreate.mockRejectedValue(
      new ApiRequestError('Vous avez atteint le nombre maximal de 10 normes.', 400),
    );
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Ajouter une qualification' }));
    const form = screen.getByRole('form', { name: 'Nouvelle qualification' });
    await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, imageFile('scan.png'));
    const group = within(form).getByRole('group', { name: 'Image du certificat (facultatif)' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'Erreur lors du téléchargement du fichier. Format d’image non pris en charge.',
      ),
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Organisme' }), 'Handibat');
    await user.type(within(form).getByRole('textbox', { name: 'Numéro de qualification' }), 'H-1');
    await user.type(within(form).getByLabelText('Valable du'), '2026-01-01');
    await user.type(within(form).getByLabelText('au'), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Vous avez atteint le nombre maximal de 10 normes.',
    );
  });

  it('asks « Autre organisme » for its name and sends it', async () => {
    const user = userEvent.setup();
    mockedCreate.mockImplementation(echo(301));
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Ajouter une qualification' }));
    const form = screen.getByRole('form', { name: 'Nouvelle qualification' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Organisme' }), 'Autre organisme');
    await user.type(within(form).getByRole('textbox', { name: 'Numéro de qualification' }), '12');
    await user.type(within(form).getByLabelText('Valable du'), '2026-01-01');
    await user.type(within(form).getByLabelText('au'), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const autre = within(form).getByRole('textbox', { name: 'Nom de l’organisme' });
    expect(autre).toHaveAccessibleDescription('Indiquez l’organisme.');
    expect(autre).toHaveFocus();
    await user.type(autre, 'AFNOR Certification');
    expect(autre).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(mockedCreate).toHaveBeenCalledWith(
      expect.objectContaining({ organisme: 'AFNOR Certification', rge: false }),
    );
  });

  it('closes on « Annuler » without sending, the focus back on « Ajouter … »', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Ajouter une qualification' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter une qualification' })).toHaveFocus(),
    );
    expect(mockedCreate).not.toHaveBeenCalled();
  });
});

describe('QualificationsSection: editing and deleting', () => {
  it('completes a certificate’s picture with « Modifier », keeping its picture', async () => {
    const user = userEvent.setup();
    const legacy = detail('NORME', { description: 'RGE Qualibat' });
    mockedUpdate.mockImplementation(async (id, body) => ({ ...legacy, ...body, id }) as ArtisanDetail);
    const { onSaved, toasts } = renderSection({ details: [legacy] });
    await user.click(screen.getByRole('button', { name: 'Modifier : RGE Qualibat' }));
    const form = screen.getByRole('form', { name: 'Modifier la qualification' });
    expect(within(form).getByRole('img', { name: 'Image du certificat de qualification' })).toHaveAttribute(
      'src',
      legacy.pathImg,
    );
    expect(
      within(form).getByRole('textbox', { name: 'Intitulé de la qualification (facultatif)' }),
    ).toHaveValue('RGE Qualibat');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Organisme' }), 'Qualibat');
    await user.type(within(form).getByRole('textbox', { name: 'Numéro de qualification' }), 'E-1');
    await user.type(within(form).getByLabelText('Valable du'), '2025-01-01');
    await user.type(within(form).getByLabelText('au'), '2028-12-31');
    await user.click(within(form).getByRole('checkbox', { name: RGE_BOX }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(mockedUpdate).toHaveBeenCalledWith(legacy.id, {
      type: 'NORME',
      artisanId: 7,
      pathImg: legacy.pathImg,
      organisme: 'Qualibat',
      numero: 'E-1',
      dateDebut: '2025-01-01',
      dateFin: '2028-12-31',
      rge: true,
      description: 'RGE Qualibat',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: legacy.id })));
    expect(toasts.success).toHaveBeenCalledWith('Qualification enregistrée.');
  });

  it('fills the form of a stored insurance and can remove its picture', async () => {
    const user = userEvent.setup();
    const assurance = qualification('ASSURANCE');
    mockedUpdate.mockImplementation(async (id, body) => ({ ...assurance, ...body, id }) as ArtisanDetail);
    const { toasts } = renderSection({ type: 'ASSURANCE', details: [assurance] });
    await user.click(screen.getByRole('button', { name: 'Modifier : SMABTP, Police n° P-778' }));
    const form = screen.getByRole('form', { name: 'Modifier l’assurance' });
    expect(within(form).getByRole('textbox', { name: 'Assureur' })).toHaveValue('SMABTP');
    expect(within(form).getByLabelText('Valable du')).toHaveValue('2025-01-01');
    await user.click(within(form).getByRole('button', { name: 'Retirer l’image' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(mockedUpdate).toHaveBeenCalledWith(
      assurance.id,
      expect.objectContaining({ pathImg: null, numero: 'P-778' }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Assurance enregistrée.'));
  });

  it('deletes after confirmation; « Annuler » deletes nothing', async () => {
    const user = userEvent.setup();
    mockedDelete.mockResolvedValue(undefined);
    const full = qualification('NORME');
    const { onDeleted, toasts } = renderSection({ details: [full] });
    await user.click(screen.getByRole('button', { name: 'Supprimer : Qualibat, N° E-12345' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(mockedDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Supprimer : Qualibat, N° E-12345' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette qualification ?' });
    expect(dialog).toHaveTextContent('« Qualibat, N° E-12345 » sera retirée de votre profil.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(mockedDelete).toHaveBeenCalledWith(full.id);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(full.id));
    expect(toasts.success).toHaveBeenCalledWith('Détail supprimé avec succès');
  });

  it('keeps the qualification and says so when the deletion fails', async () => {
    const user = userEvent.setup();
    mockedDelete.mockRejectedValue(new ApiRequestError('Accès refusé.', 403));
    const { onDeleted, toasts } = renderSection({ details: [qualification('NORME')] });
    await user.click(screen.getByRole('button', { name: 'Supprimer : Qualibat, N° E-12345' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Une erreur est survenue lors de la suppression.', {
        description: 'Accès refusé.',
      }),
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
