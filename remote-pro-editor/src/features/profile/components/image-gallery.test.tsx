import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { detail, imageFile, spyToasts } from '../../../test/fixtures';
import { deleteDetail } from '../api/delete-detail';
import { DetailImageError, uploadDetailImage } from '../api/upload-detail-image';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import type * as ApiMocks from '../../../test/api-mocks';
import { ImageGallery, type ImageGalleryProps } from './image-gallery';

/** The live region under the drop zone where its refusals stay. */
function refusals(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[data-refusals]');
  if (!region) throw new Error('No refusal region');
  expect(region).toHaveAttribute('aria-live', 'assertive');
  return region;
}

async function findRefusals(): Promise<HTMLElement> {
  await waitFor(() => expect(refusals()).not.toBeEmptyDOMElement());
  return refusals();
}

jest.mock('../api/upload-detail-image', () =>
  jest.requireActual<typeof ApiMocks>('../../../test/api-mocks').mockedUploadModule(),
);
jest.mock('../api/delete-detail', () => {
  const { mutationHookOver } = jest.requireActual<typeof ApiMocks>('../../../test/api-mocks');
  const deleteDetail = jest.fn();
  return { deleteDetail, useDeleteDetail: mutationHookOver((_artisanId, id: number) => deleteDetail(id)) };
});

const mockedUpload = uploadDetailImage as jest.MockedFunction<typeof uploadDetailImage>;
const mockedDelete = deleteDetail as jest.MockedFunction<typeof deleteDetail>;

const LIMIT_REALISATIONS = 'Vous avez atteint le nombre maximal de 10 images secondaires.';
const LIMIT_NORMES = 'Vous avez atteint le nombre maximal de 10 normes.';

function realisations(count: number): ArtisanDetail[] {
  return Array.from({ length: count }, (_, index) =>
    detail('IMG_REALISATION', { description: `Chantier ${index + 1}` }),
  );
}

function renderGallery(props: Partial<ImageGalleryProps> = {}) {
  const onAdded = jest.fn();
  const onDeleted = jest.fn();
  const toasts = spyToasts();
  const view = render(
    withQueryClient(
      <ImageGallery
        artisanId={7}
        type="IMG_REALISATION"
        title="Galerie de Réalisations"
        addLabel="Ajouter des photos de réalisations"
        itemLabel="Réalisation"
        emptyText="Aucune réalisation pour le moment."
        details={realisations(2)}
        onAdded={onAdded}
        onDeleted={onDeleted}
        {...props}
      />,
    ),
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { onAdded, onDeleted, input, view, toasts };
}

/** A pending upload the test resolves by hand, with the progress callback it was given. */
function deferredUpload() {
  let resolve!: (detail: ArtisanDetail) => void;
  let reject!: (error: unknown) => void;
  let progress: ((fraction: number) => void) | undefined;
  mockedUpload.mockImplementationOnce(
    (request) =>
      new Promise<ArtisanDetail>((res, rej) => {
        resolve = res;
        reject = rej;
        progress = request.onProgress;
      }),
  );
  return {
    resolve: (value: ArtisanDetail) => resolve(value),
    reject: (error: unknown) => reject(error),
    progress: (fraction: number) => progress?.(fraction),
  };
}

describe('ImageGallery', () => {
  it('lists the images with their count, a delete cross each, and an empty state', () => {
    const { view } = renderGallery();
    expect(screen.getByRole('heading', { name: 'Galerie de Réalisations' })).toBeInTheDocument();
    expect(screen.getByText('2 / 10 images')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Galerie de Réalisations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Supprimer : Chantier 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agrandir : Chantier 2' })).toBeInTheDocument();
    view.unmount();
    renderGallery({ details: [] });
    expect(screen.getByText('Aucune réalisation pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('0 / 10 images')).toBeInTheDocument();
  });

  it('uploads several picked files at once with a progress bar each, then shows the success toast', async () => {
    const user = userEvent.setup();
    const first = deferredUpload();
    const second = deferredUpload();
    const { input, onAdded, toasts } = renderGallery();
    await user.upload(input, [imageFile('terrasse.jpg', 1000, 'image/jpeg'), imageFile('cuisine.png')]);

    expect(mockedUpload).toHaveBeenCalledTimes(2);
    expect(mockedUpload.mock.calls[0]![0]).toMatchObject({ artisanId: 7, type: 'IMG_REALISATION' });
    const terrasse = screen.getByRole('progressbar', { name: 'Envoi de terrasse.jpg' });
    expect(screen.getByRole('progressbar', { name: 'Envoi de cuisine.png' })).toBeInTheDocument();
    act(() => first.progress(0.4));
    expect(terrasse).toHaveAttribute('value', '40');

    const saved = detail('IMG_REALISATION');
    await act(async () => {
      first.resolve(saved);
      second.resolve(detail('IMG_REALISATION'));
    });
    expect(onAdded).toHaveBeenCalledWith(saved);
    expect(onAdded).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Détail mis à jour avec succès'));
    expect(toasts.success).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses an image over 2 MB it cannot make smaller, next to the drop zone, before sending anything', async () => {
    const user = userEvent.setup();
    const { input, toasts } = renderGallery();
    // jsdom decodes no image, as a browser that cannot read the file: it stays over the limit.
    await user.upload(input, imageFile('enorme.jpg', 2 * 1024 * 1024 + 1, 'image/jpeg'));
    expect(await findRefusals()).toHaveTextContent("La taille de l'image ne doit pas dépasser 2 Mo.");
    expect(
      screen.getByRole('button', { name: 'Ajouter des photos de réalisations' }),
    ).toHaveAccessibleDescription(expect.stringContaining("La taille de l'image ne doit pas dépasser 2 Mo."));
    expect(toasts.error).not.toHaveBeenCalled();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('refuses an 11th work image with the spec message, before sending anything', async () => {
    const user = userEvent.setup();
    const { input, toasts } = renderGallery({ details: realisations(10) });
    expect(screen.getByText(LIMIT_REALISATIONS)).toBeInTheDocument();
    await user.upload(input, imageFile('une-de-trop.png'));
    expect(refusals()).toHaveTextContent(LIMIT_REALISATIONS);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('sends only what fits under the limit and says the rest was not added', async () => {
    const user = userEvent.setup();
    mockedUpload.mockResolvedValue(detail('IMG_REALISATION'));
    const { input, toasts } = renderGallery({ details: realisations(9) });
    await user.upload(input, [imageFile('a.png'), imageFile('b.png'), imageFile('c.png')]);
    expect(mockedUpload).toHaveBeenCalledTimes(1);
    expect(mockedUpload.mock.calls[0]![0].file.name).toBe('a.png');
    expect(refusals()).toHaveTextContent(`${LIMIT_REALISATIONS} 2 images non ajoutées.`);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Détail mis à jour avec succès'));
  });

  it('counts the norms against their own limit of 10', async () => {
    const user = userEvent.setup();
    const normes = Array.from({ length: 10 }, () => detail('NORME'));
    const { input, toasts } = renderGallery({
      type: 'NORME',
      title: 'Normes Acquises',
      addLabel: 'Ajouter des certifications',
      itemLabel: 'Norme',
      details: normes,
    });
    await user.upload(input, imageFile('qualibat.png'));
    expect(refusals()).toHaveTextContent(LIMIT_NORMES);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('keeps the upload failure with its reason next to the drop zone', async () => {
    const user = userEvent.setup();
    mockedUpload.mockRejectedValue(
      new DetailImageError('upload', new ApiRequestError('Format d’image non pris en charge.', 415)),
    );
    const { input, onAdded, toasts } = renderGallery();
    await user.upload(input, imageFile('photo.png'));
    await waitFor(() =>
      expect(refusals()).toHaveTextContent(
        'Erreur lors du téléchargement du fichier. Format d’image non pris en charge.',
      ),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('keeps the detail save failure, or the limit message when the server counted more', async () => {
    const user = userEvent.setup();
    mockedUpload
      .mockRejectedValueOnce(
        new DetailImageError('save', new ApiRequestError('Le serveur est injoignable.', null)),
      )
      .mockRejectedValueOnce(new DetailImageError('save', new ApiRequestError(LIMIT_REALISATIONS, 400)));
    renderGallery();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, imageFile('a.png'));
    await waitFor(() =>
      expect(refusals()).toHaveTextContent(
        'Erreur lors de la sauvegarde du détail Le serveur est injoignable.',
      ),
    );
    await user.upload(input, imageFile('b.png'));
    await waitFor(() => expect(refusals()).toHaveTextContent(LIMIT_REALISATIONS));
    expect(refusals()).not.toHaveTextContent('injoignable');
  });

  it('deletes an image after confirmation with the spec toast', async () => {
    const user = userEvent.setup();
    mockedDelete.mockResolvedValue(undefined);
    const details = realisations(2);
    const { onDeleted, toasts } = renderGallery({ details });
    await user.click(screen.getByRole('button', { name: 'Supprimer : Chantier 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette image ?' });
    expect(dialog).toHaveTextContent('« Chantier 2 » sera retirée de votre profil public.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(mockedDelete).toHaveBeenCalledWith(details[1]!.id);
    expect(onDeleted).toHaveBeenCalledWith(details[1]!.id);
    expect(toasts.success).toHaveBeenCalledWith('Détail supprimé avec succès');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the image and says so when the deletion fails; Annuler deletes nothing', async () => {
    const user = userEvent.setup();
    mockedDelete.mockRejectedValue(new ApiRequestError('Accès refusé.', 403));
    const { onDeleted, toasts } = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Supprimer : Chantier 1' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(mockedDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Supprimer : Chantier 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(toasts.error).toHaveBeenCalledWith('Une erreur est survenue lors de la suppression.', {
      description: 'Accès refusé.',
    });
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('opens an image in the lightbox', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Agrandir : Chantier 2' }));
    const lightbox = await screen.findByRole('dialog');
    expect(within(lightbox).getByRole('img', { name: 'Chantier 2' })).toBeInTheDocument();
  });
});
