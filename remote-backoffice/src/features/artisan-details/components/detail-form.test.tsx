import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import {
  createArtisanDetail,
  deleteArtisanDetail,
  setArtisanDetailVerification,
  updateArtisanDetail,
  uploadArtisanImage,
} from '@annuaire/shared/client/artisan-details';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanDetail, DetailType } from '@annuaire/shared/contract/artisan-detail';
import {
  addDays,
  parisToday,
  QUALIFICATION_MESSAGES,
  QUALIFICATION_VERIFICATION,
} from '@annuaire/shared/contract/qualification';
import { frenchDate } from '@annuaire/shared/domain/french-dates';
import { artisanDetail as detail } from '../../../test/fixtures';
import { DetailForm } from './detail-form';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/artisan-details');

function many(type: DetailType, count: number): ArtisanDetail[] {
  return Array.from({ length: count }, (_, index) => detail(100 + index, type));
}

function renderForm(props: { detail?: ArtisanDetail | null; details?: ArtisanDetail[] } = {}) {
  const onChanged = jest.fn();
  const view = render(
    withQueryClient(
      <DetailForm
        artisanId={3}
        detail={props.detail ?? null}
        details={props.details ?? []}
        onChanged={onChanged}
      />,
    ),
  );
  // The file input exists once an image type is chosen.
  const fileInput = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onChanged, fileInput };
}

const png = (bytes = 1000, name = 'facade.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('DetailForm', () => {
  it('lets the type drive the input: a text for DESCRIPTION, a drop zone for images', async () => {
    const user = userEvent.setup();
    renderForm();
    const type = screen.getByLabelText(/Type de détail/);
    expect(within(type).getByRole('option', { name: 'Sélectionner un type' })).toBeInTheDocument();
    expect(within(type).getByRole('option', { name: 'Qualification ou certification' })).toHaveValue('NORME');
    expect(within(type).getByRole('option', { name: 'Assurance décennale' })).toHaveValue('ASSURANCE');
    expect(screen.queryByLabelText(/^Description/)).not.toBeInTheDocument();
    await user.selectOptions(type, 'DESCRIPTION');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
    for (const imageType of ['IMG_PRINCIPALE', 'IMG_REALISATION']) {
      await user.selectOptions(type, imageType);
      expect(screen.getByRole('button', { name: 'Image' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Légende/ })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /^Description/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Organisme' })).not.toBeInTheDocument();
    }
  });

  it('shows the qualification fields for NORME, with an optional certificate picture and the RGE mention', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'NORME');
    expect(screen.getByRole('combobox', { name: 'Organisme' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Intitulé de la qualification (facultatif)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Numéro de qualification/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Validité' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Valable du/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/^au/)).toHaveAttribute('type', 'date');
    const rge = screen.getByRole('checkbox', { name: /Mention RGE/ });
    expect(rge).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisme' }), 'Qualibat');
    expect(rge).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Image du certificat (facultatif)' })).toBeInTheDocument();
    // The title is the description: no second description or caption field.
    expect(screen.queryByRole('textbox', { name: /^Légende/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Description/ })).not.toBeInTheDocument();
  });

  it('shows the insurance fields for ASSURANCE, without the RGE mention', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'ASSURANCE');
    expect(screen.getByRole('textbox', { name: /^Assureur/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Garantie (facultatif)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Numéro de police/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Validité' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Mention RGE/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Organisme' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image du certificat (facultatif)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Légende/ })).not.toBeInTheDocument();
  });

  it('asks for a type, a description, an image or a qualification before sending', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(screen.getByText('Veuillez choisir le type du détail.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'DESCRIPTION');
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(screen.getByText('La description est obligatoire.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'IMG_REALISATION');
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(screen.getByText('Veuillez choisir une image.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'NORME');
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    const organisme = screen.getByRole('combobox', { name: 'Organisme' });
    expect(organisme).toHaveAccessibleDescription(QUALIFICATION_MESSAGES.normeEmpty);
    expect(organisme).toHaveAttribute('aria-invalid', 'true');
    expect(organisme).toHaveFocus();
    expect(createArtisanDetail).not.toHaveBeenCalled();
  });

  it('asks for every field of an insurance, next to each', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'ASSURANCE');
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(screen.getByRole('textbox', { name: /^Assureur/ })).toHaveAccessibleDescription(
      QUALIFICATION_MESSAGES.assureurRequired,
    );
    expect(screen.getByRole('textbox', { name: /^Numéro de police/ })).toHaveAccessibleDescription(
      QUALIFICATION_MESSAGES.numeroRequired,
    );
    expect(screen.getByLabelText(/^Valable du/)).toHaveAccessibleDescription(
      QUALIFICATION_MESSAGES.dateDebutRequired,
    );
    expect(screen.getByLabelText(/^au/)).toHaveAccessibleDescription(QUALIFICATION_MESSAGES.dateFinRequired);
    expect(screen.getByRole('textbox', { name: /^Assureur/ })).toHaveFocus();
    expect(createArtisanDetail).not.toHaveBeenCalled();
  });

  it('refuses a validity that ends before it starts, next to its end, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'ASSURANCE');
    await user.type(screen.getByRole('textbox', { name: /^Assureur/ }), 'MAAF Assurances');
    await user.type(screen.getByRole('textbox', { name: /^Numéro de police/ }), 'DEC-2026-001');
    fireEvent.change(screen.getByLabelText(/^Valable du/), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText(/^au/), { target: { value: '2026-05-31' } });
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    const fin = screen.getByLabelText(/^au/);
    expect(fin).toHaveAccessibleDescription(QUALIFICATION_MESSAGES.dateOrder);
    expect(fin).toHaveAttribute('aria-invalid', 'true');
    expect(fin).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Assureur/ })).toHaveValue('MAAF Assurances');
    expect(createArtisanDetail).not.toHaveBeenCalled();
    // Correcting the end clears its error; the insurance is then sent.
    jest.mocked(createArtisanDetail).mockResolvedValue(detail(9, 'ASSURANCE'));
    fireEvent.change(fin, { target: { value: '2027-05-31' } });
    expect(fin).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(createArtisanDetail).toHaveBeenCalledWith({
      type: 'ASSURANCE',
      artisanId: 3,
      pathImg: null,
      organisme: 'MAAF Assurances',
      numero: 'DEC-2026-001',
      dateDebut: '2026-06-01',
      dateFin: '2027-05-31',
      rge: false,
      description: null,
    });
  });

  it('sends a new RGE qualification with its body, title, number and validity', async () => {
    jest.mocked(createArtisanDetail).mockResolvedValue(detail(9, 'NORME'));
    const user = userEvent.setup();
    const { onChanged } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'NORME');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisme' }), 'Qualibat');
    await user.type(
      screen.getByRole('textbox', { name: 'Intitulé de la qualification (facultatif)' }),
      '5111 – Plomberie sanitaire',
    );
    await user.type(screen.getByRole('textbox', { name: /^Numéro de qualification/ }), 'E-12345');
    fireEvent.change(screen.getByLabelText(/^Valable du/), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText(/^au/), { target: { value: '2028-12-31' } });
    await user.click(screen.getByRole('checkbox', { name: /Mention RGE/ }));
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(createArtisanDetail).toHaveBeenCalledWith({
      type: 'NORME',
      artisanId: 3,
      pathImg: null,
      organisme: 'Qualibat',
      numero: 'E-12345',
      dateDebut: '2025-01-01',
      dateFin: '2028-12-31',
      rge: true,
      description: '5111 – Plomberie sanitaire',
    });
    expect(toast.success).toHaveBeenCalledWith('Détail mis à jour avec succès');
    expect(onChanged).toHaveBeenCalled();
    expect(screen.getByLabelText(/Type de détail/)).toHaveValue('');
  });

  it("shows the API's refusal of the RGE mention next to it, and keeps what was typed", async () => {
    jest
      .mocked(createArtisanDetail)
      .mockRejectedValue(
        new ApiRequestError(QUALIFICATION_MESSAGES.rgeOrganisme, 400, [
          { path: 'rge', message: QUALIFICATION_MESSAGES.rgeOrganisme },
        ]),
      );
    const user = userEvent.setup();
    const { onChanged } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'NORME');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisme' }), 'Qualifelec');
    await user.type(screen.getByRole('textbox', { name: /^Numéro de qualification/ }), 'QF-77');
    fireEvent.change(screen.getByLabelText(/^Valable du/), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText(/^au/), { target: { value: '2028-12-31' } });
    await user.click(screen.getByRole('checkbox', { name: /Mention RGE/ }));
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    const rge = screen.getByRole('checkbox', { name: /Mention RGE/ });
    expect(rge).toHaveAttribute('aria-invalid', 'true');
    expect(rge).toHaveAccessibleDescription(QUALIFICATION_MESSAGES.rgeOrganisme);
    expect(rge).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Numéro de qualification/ })).toHaveValue('QF-77');
    expect(toast.error).toHaveBeenCalledWith('Erreur lors de la sauvegarde du détail', {
      description: QUALIFICATION_MESSAGES.rgeOrganisme,
    });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('keeps what was typed when a qualification becomes an insurance', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'NORME');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisme' }), 'Autre organisme');
    await user.type(screen.getByRole('textbox', { name: /^Nom de l’organisme/ }), 'AXA France');
    await user.type(screen.getByRole('textbox', { name: /^Numéro de qualification/ }), 'P-42');
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'ASSURANCE');
    expect(screen.getByRole('textbox', { name: /^Assureur/ })).toHaveValue('AXA France');
    expect(screen.getByRole('textbox', { name: /^Numéro de police/ })).toHaveValue('P-42');
  });

  it('refuses a description of 500 characters', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText(/Type de détail/), 'DESCRIPTION');
    fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), {
      target: { value: 'a'.repeat(500) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(
      screen.getByText("Veuillez ne pas dépasser 500 caractères pour la description de l'artisan."),
    ).toBeInTheDocument();
    expect(createArtisanDetail).not.toHaveBeenCalled();
  });

  it.each([
    ['IMG_PRINCIPALE', 1, "Vous ne pouvez ajouter qu'une seule image principale."],
    ['IMG_REALISATION', 10, 'Vous avez atteint le nombre maximal de 10 images secondaires.'],
    ['DESCRIPTION', 1, 'Vous avez atteint le nombre maximal de 1 descriptions.'],
    ['NORME', 10, 'Vous avez atteint le nombre maximal de 10 normes.'],
    ['ASSURANCE', 3, 'Vous avez atteint le nombre maximal de 3 assurances.'],
  ] as const)('stops at the %s limit (%d) with the spec message', async (type, limit, message) => {
    renderForm({ details: many(type, limit) });
    await userEvent.selectOptions(screen.getByLabelText(/Type de détail/), type);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(createArtisanDetail).not.toHaveBeenCalled();
  });

  it('uploads a picked image, previews it and sends its path; the form then resets', async () => {
    jest.mocked(uploadArtisanImage).mockResolvedValue('/uploads/artisans/3/new.webp');
    jest.mocked(createArtisanDetail).mockResolvedValue(detail(9, 'IMG_REALISATION'));
    const user = userEvent.setup();
    const { fileInput, onChanged } = renderForm({ details: many('IMG_REALISATION', 9) });
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'IMG_REALISATION');
    const file = png();
    await user.upload(fileInput(), file);
    expect(uploadArtisanImage).toHaveBeenCalledWith(3, file);
    const preview = await screen.findByRole('img', { name: 'Aperçu de l’image' });
    expect(preview).toHaveAttribute('src', '/uploads/artisans/3/new.webp');
    expect(preview.getAttribute('srcset')).toContain('/uploads/artisans/3/new-480.webp 480w');
    await user.type(screen.getByLabelText(/Légende/), 'Salle de bains');
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(createArtisanDetail).toHaveBeenCalledWith({
      type: 'IMG_REALISATION',
      artisanId: 3,
      pathImg: '/uploads/artisans/3/new.webp',
      description: 'Salle de bains',
    });
    expect(toast.success).toHaveBeenCalledWith('Détail mis à jour avec succès');
    expect(onChanged).toHaveBeenCalled();
    expect(screen.getByLabelText(/Type de détail/)).toHaveValue('');
  });

  it('shows the upload under way and blocks saving meanwhile', async () => {
    jest.mocked(uploadArtisanImage).mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    const { fileInput } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'NORME');
    await user.upload(fileInput(), png(1000, 'qualibat.png'));
    expect(screen.getByRole('progressbar', { name: 'Envoi de qualibat.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter le détail' })).toBeDisabled();
  });

  it("removes the preview with 'Supprimer l'image'", async () => {
    jest.mocked(uploadArtisanImage).mockResolvedValue('/uploads/artisans/3/new.webp');
    const user = userEvent.setup();
    const { fileInput } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'NORME');
    await user.upload(fileInput(), png());
    await user.click(await screen.findByRole('button', { name: "Supprimer l'image" }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a dropped image over 2 MB before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'IMG_PRINCIPALE');
    const zone = screen.getByRole('button', { name: 'Image' }).parentElement!;
    const big = png(2 * 1024 * 1024 + 1, 'grande.png');
    fireEvent.drop(zone, { dataTransfer: { files: [big], types: ['Files'] } });
    expect(toast.error).toHaveBeenCalledWith("La taille de l'image ne doit pas dépasser 2 Mo.");
    expect(uploadArtisanImage).not.toHaveBeenCalled();
  });

  it("says 'Erreur lors du téléchargement du fichier.' when the upload fails", async () => {
    jest.mocked(uploadArtisanImage).mockRejectedValue(new ApiRequestError('Format non pris en charge.', 415));
    const user = userEvent.setup();
    const { fileInput } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'NORME');
    await user.upload(fileInput(), png());
    expect(toast.error).toHaveBeenCalledWith('Erreur lors du téléchargement du fichier.', {
      description: 'Format non pris en charge.',
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("says 'Erreur lors de la sauvegarde du détail' when saving fails", async () => {
    jest
      .mocked(createArtisanDetail)
      .mockRejectedValue(new ApiRequestError('Vous avez atteint le nombre maximal de 1 descriptions.', 400));
    const user = userEvent.setup();
    const { onChanged } = renderForm();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'DESCRIPTION');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Artisan depuis 1990.');
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(toast.error).toHaveBeenCalledWith('Erreur lors de la sauvegarde du détail', {
      description: 'Vous avez atteint le nombre maximal de 1 descriptions.',
    });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('edits an existing description, which does not count against its own limit', async () => {
    const existing = detail(4, 'DESCRIPTION');
    jest.mocked(updateArtisanDetail).mockResolvedValue(existing);
    const user = userEvent.setup();
    const { onChanged } = renderForm({ detail: existing, details: [existing] });
    const text = screen.getByRole('textbox', { name: /^Description/ });
    expect(text).toHaveValue('Entreprise familiale.');
    await user.type(text, ' Depuis 1990.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(updateArtisanDetail).toHaveBeenCalledWith(4, {
      type: 'DESCRIPTION',
      artisanId: 3,
      description: 'Entreprise familiale. Depuis 1990.',
    });
    expect(toast.success).toHaveBeenCalledWith('Détail mis à jour avec succès');
    expect(onChanged).toHaveBeenCalled();
  });

  it('deletes an existing detail only after confirmation', async () => {
    jest.mocked(deleteArtisanDetail).mockResolvedValue();
    const existing = detail(6, 'NORME', { organisme: 'Qualibat' });
    const user = userEvent.setup();
    const { onChanged } = renderForm({ detail: existing, details: [detail(5, 'NORME'), existing] });
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce détail ?' });
    expect(dialog).toHaveTextContent(
      'Qualification 2 sur 2 — Qualibat : ce détail sera supprimé, avec son image. Cette action est irréversible.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(deleteArtisanDetail).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer le détail' }));
    expect(deleteArtisanDetail).toHaveBeenCalledWith(6);
    expect(toast.success).toHaveBeenCalledWith('Détail supprimé avec succès');
    expect(onChanged).toHaveBeenCalled();
  });

  it('titles an existing detail by its type and place, not by its id', () => {
    const images = [
      detail(475, 'IMG_REALISATION'),
      detail(476, 'IMG_REALISATION'),
      detail(477, 'IMG_REALISATION'),
    ];
    renderForm({ detail: images[1], details: [detail(12, 'DESCRIPTION'), ...images] });
    expect(
      screen.getByRole('heading', { level: 4, name: 'Image de réalisation 2 sur 3' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Image de réalisation 2 sur 3' })).toBeInTheDocument();
    expect(screen.queryByText(/476/)).not.toBeInTheDocument();
  });

  it('edits a qualification: its values, its status line, and what is sent', async () => {
    const today = parisToday();
    const [debut, fin] = [addDays(today, -100), addDays(today, 1000)];
    const existing = detail(30, 'NORME', {
      organisme: 'Cequami',
      numero: 'CQ-1',
      dateDebut: debut,
      dateFin: fin,
      rge: true,
      description: 'NF Maison individuelle',
    });
    jest.mocked(updateArtisanDetail).mockResolvedValue(existing);
    const user = userEvent.setup();
    renderForm({ detail: existing, details: [existing] });
    const form = screen.getByRole('form', { name: 'Qualification 1 sur 1 — Cequami' });
    expect(form).toHaveAccessibleDescription(`Valide jusqu’au ${frenchDate(fin)}`);
    expect(screen.getByRole('combobox', { name: 'Organisme' })).toHaveValue('Cequami');
    expect(screen.getByRole('checkbox', { name: /Mention RGE/ })).toBeChecked();
    expect(screen.getByRole('img', { name: 'NF Maison individuelle' })).toHaveAttribute(
      'src',
      '/uploads/artisans/3/image-30.webp',
    );
    expect(screen.getByRole('button', { name: 'Remplacer l’image du certificat' })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Numéro de qualification/ }));
    await user.type(screen.getByRole('textbox', { name: /^Numéro de qualification/ }), 'CQ-2');
    await user.click(screen.getByRole('button', { name: "Supprimer l'image" }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(updateArtisanDetail).toHaveBeenCalledWith(30, {
      type: 'NORME',
      artisanId: 3,
      pathImg: null,
      organisme: 'Cequami',
      numero: 'CQ-2',
      dateDebut: debut,
      dateFin: fin,
      rge: true,
      description: 'NF Maison individuelle',
    });
  });

  it('checks a declared qualification with « Vérifiée », sent at once, and can take the check back', async () => {
    const today = parisToday();
    const existing = detail(31, 'NORME', {
      organisme: 'Qualibat',
      numero: 'E-E123456',
      dateDebut: addDays(today, -100),
      dateFin: addDays(today, 1000),
      rge: true,
    });
    jest
      .mocked(setArtisanDetailVerification)
      .mockImplementation(async (_id, verifiee) => ({ ...existing, verifiee }));
    const user = userEvent.setup();
    const view = render(withQueryClient(<DetailForm artisanId={3} detail={existing} details={[existing]} />));
    const box = screen.getByRole('checkbox', { name: QUALIFICATION_VERIFICATION.checkboxLabel });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(QUALIFICATION_VERIFICATION.explanation);
    await user.click(box);
    expect(setArtisanDetailVerification).toHaveBeenCalledWith(31, true);
    expect(toast.success).toHaveBeenCalledWith(QUALIFICATION_VERIFICATION.verified);
    // Nothing else was sent: the check is not a field of the form.
    expect(updateArtisanDetail).not.toHaveBeenCalled();

    // The list asked again gives it checked; unticking takes the check back.
    view.rerender(
      withQueryClient(
        <DetailForm artisanId={3} detail={{ ...existing, verifiee: true }} details={[existing]} />,
      ),
    );
    const checked = screen.getByRole('checkbox', { name: QUALIFICATION_VERIFICATION.checkboxLabel });
    expect(checked).toBeChecked();
    await user.click(checked);
    expect(setArtisanDetailVerification).toHaveBeenLastCalledWith(31, false);
    expect(toast.success).toHaveBeenLastCalledWith(QUALIFICATION_VERIFICATION.unverified);
  });

  it('offers no « Vérifiée » for a certificate picture alone or another detail', () => {
    renderForm({ detail: detail(32, 'NORME'), details: [] });
    expect(
      screen.queryByRole('checkbox', { name: QUALIFICATION_VERIFICATION.checkboxLabel }),
    ).not.toBeInTheDocument();
  });

  it('says an expired qualification is no longer shown to the public', () => {
    const expired = detail(31, 'NORME', {
      organisme: 'Qualibat',
      numero: 'E-1',
      dateDebut: '2020-03-13',
      dateFin: '2021-03-12',
      rge: true,
    });
    renderForm({ detail: expired, details: [expired] });
    const form = screen.getByRole('form', { name: 'Qualification 1 sur 1 — Qualibat' });
    expect(
      within(form).getByText(
        'Expirée le 12 mars 2021 : elle n’est plus affichée sur la page publique de l’artisan.',
      ),
    ).toBeInTheDocument();
    expect(form).toHaveAccessibleDescription(
      'Expirée le 12 mars 2021 : elle n’est plus affichée sur la page publique de l’artisan.',
    );
  });

  it('asks to renew an insurance that ends within the month', () => {
    const fin = addDays(parisToday(), 10);
    const ending = detail(40, 'ASSURANCE', {
      organisme: 'MAAF Assurances',
      numero: 'DEC-1',
      dateDebut: addDays(fin, -364),
      dateFin: fin,
    });
    renderForm({ detail: ending, details: [ending] });
    expect(
      screen.getByRole('form', { name: 'Assurance décennale 1 sur 1 — MAAF Assurances' }),
    ).toHaveAccessibleDescription(`Expire le ${frenchDate(fin)} : pensez à la renouveler.`);
  });

  it('shows no status line for a certificate picture alone', () => {
    const picture = detail(32, 'NORME');
    renderForm({ detail: picture, details: [picture] });
    const form = screen.getByRole('form', { name: 'Qualification 1 sur 1' });
    expect(form).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Valide|Expir/)).not.toBeInTheDocument();
  });
});
