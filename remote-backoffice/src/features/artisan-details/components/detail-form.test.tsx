import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import {
  createArtisanDetail,
  deleteArtisanDetail,
  updateArtisanDetail,
  uploadArtisanImage,
} from '@annuaire/shared/client/artisan-details';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanDetail, DetailType } from '@annuaire/shared/contract/artisan-detail';
import { DetailForm } from './detail-form';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/artisan-details');

function detail(id: number, type: DetailType, extra: Partial<ArtisanDetail> = {}): ArtisanDetail {
  return {
    id,
    artisanId: 3,
    type,
    description: type === 'DESCRIPTION' ? 'Entreprise familiale.' : null,
    pathImg: type === 'DESCRIPTION' ? null : `/uploads/artisans/3/image-${id}.webp`,
    ...extra,
  };
}

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
    expect(screen.queryByLabelText(/^Description/)).not.toBeInTheDocument();
    await user.selectOptions(type, 'DESCRIPTION');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
    for (const imageType of ['IMG_PRINCIPALE', 'IMG_REALISATION', 'NORME']) {
      await user.selectOptions(type, imageType);
      expect(screen.getByRole('button', { name: 'Image' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /^Description/ })).not.toBeInTheDocument();
    }
  });

  it('asks for a type, a description and an image before sending', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(screen.getByText('Veuillez choisir le type du détail.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'DESCRIPTION');
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(screen.getByText('La description est obligatoire.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Type de détail/), 'NORME');
    await user.click(screen.getByRole('button', { name: 'Ajouter le détail' }));
    expect(screen.getByText('Veuillez choisir une image.')).toBeInTheDocument();
    expect(createArtisanDetail).not.toHaveBeenCalled();
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
    const existing = detail(6, 'NORME');
    const user = userEvent.setup();
    const { onChanged } = renderForm({ detail: existing, details: [existing] });
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce détail ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(deleteArtisanDetail).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer le détail' }));
    expect(deleteArtisanDetail).toHaveBeenCalledWith(6);
    expect(toast.success).toHaveBeenCalledWith('Détail supprimé avec succès');
    expect(onChanged).toHaveBeenCalled();
  });
});
