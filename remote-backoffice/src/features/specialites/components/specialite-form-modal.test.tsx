import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import {
  createSpecialite,
  updateSpecialite,
  uploadSpecialiteImage,
} from '@annuaire/shared/client/specialites';
import { SpecialiteFormModal } from './specialite-form-modal';

jest.mock('@annuaire/shared/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@annuaire/shared/client/specialites');

function renderForm(specialite: { id: number; metier: string; pathImg: string | null } | null = null) {
  const onSaved = jest.fn();
  render(
    withQueryClient(<SpecialiteFormModal specialite={specialite} onClose={jest.fn()} onSaved={onSaved} />),
  );
  return onSaved;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('SpecialiteFormModal', () => {
  it('requires the Métier', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter la spécialité' }));
    expect(screen.getByText('Le métier est obligatoire.')).toBeInTheDocument();
    expect(createSpecialite).not.toHaveBeenCalled();
  });

  it('accepts images only, uploads one and previews it, removable', async () => {
    jest.mocked(uploadSpecialiteImage).mockResolvedValue('/uploads/specialites/carreleur.webp');
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    await user.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(toast.error).toHaveBeenCalledWith('Ce fichier n’est pas une image.');
    expect(uploadSpecialiteImage).not.toHaveBeenCalled();
    await user.upload(fileInput(), new File(['x'], 'carreleur.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: /Aperçu de l'image/ });
    expect(preview).toHaveAttribute('src', '/uploads/specialites/carreleur.webp');
    await user.click(screen.getByRole('button', { name: "Supprimer l'image" }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a dropped image over 2 MB', () => {
    renderForm();
    const zone = screen.getByRole('button', { name: 'Image de la spécialité' }).parentElement!;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: { files: [big], types: ['Files'] } });
    expect(toast.error).toHaveBeenCalledWith("La taille de l'image ne doit pas dépasser 2 Mo.");
    expect(uploadSpecialiteImage).not.toHaveBeenCalled();
  });

  it("says 'Erreur lors du téléchargement du fichier.' when the upload fails", async () => {
    jest.mocked(uploadSpecialiteImage).mockRejectedValue(new ApiRequestError('Image illisible.', 422));
    renderForm();
    await userEvent.upload(fileInput(), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(toast.error).toHaveBeenCalledWith('Erreur lors du téléchargement du fichier.', {
      description: 'Image illisible.',
    });
  });

  it('creates the trade with its image', async () => {
    jest.mocked(uploadSpecialiteImage).mockResolvedValue('/uploads/specialites/carreleur.webp');
    jest.mocked(createSpecialite).mockResolvedValue({ id: 9, metier: 'Carreleur', pathImg: null });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await user.type(screen.getByLabelText(/Métier/), '  Carreleur ');
    await user.upload(fileInput(), new File(['x'], 'c.png', { type: 'image/png' }));
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Ajouter la spécialité' }));
    expect(createSpecialite).toHaveBeenCalledWith({
      metier: 'Carreleur',
      pathImg: '/uploads/specialites/carreleur.webp',
    });
    expect(toast.success).toHaveBeenCalledWith('La spécialité « Carreleur » a été ajoutée.');
    expect(onSaved).toHaveBeenCalled();
  });

  it("edits with 'Modifier la spécialité', removing the image with null", async () => {
    jest.mocked(updateSpecialite).mockResolvedValue({ id: 2, metier: 'Plombier', pathImg: null });
    const user = userEvent.setup();
    renderForm({ id: 2, metier: 'Plombier', pathImg: '/uploads/specialites/plombier.webp' });
    expect(screen.getByRole('dialog', { name: 'Modifier Spécialité' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Supprimer l'image" }));
    await user.click(screen.getByRole('button', { name: 'Modifier la spécialité' }));
    expect(updateSpecialite).toHaveBeenCalledWith(2, { metier: 'Plombier', pathImg: null });
  });

  it("shows the API's refusal, e.g. a trade that exists", async () => {
    jest.mocked(createSpecialite).mockRejectedValue(new ApiRequestError('Ce métier existe déjà.', 400));
    const user = userEvent.setup();
    const onSaved = renderForm();
    await user.type(screen.getByLabelText(/Métier/), 'plombier');
    await user.click(screen.getByRole('button', { name: 'Ajouter la spécialité' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce métier existe déjà.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
