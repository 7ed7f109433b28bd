import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { detail, imageFile, spyToasts } from '../../../test/fixtures';
import { DetailImageError, uploadDetailImage } from '../api/upload-detail-image';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import type * as ApiMocks from '../../../test/api-mocks';
import { MainImageField } from './main-image-field';

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
const mockedUpload = uploadDetailImage as jest.MockedFunction<typeof uploadDetailImage>;

function renderField(current: ReturnType<typeof detail> | null) {
  const onSaved = jest.fn();
  const toasts = spyToasts();
  const view = render(
    withQueryClient(
      <MainImageField artisanId={7} entrepriseNom="Plomberie Lavergne" detail={current} onSaved={onSaved} />,
    ),
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { onSaved, input, toasts };
}

describe('MainImageField', () => {
  it('replaces the existing main image', async () => {
    const user = userEvent.setup();
    const current = detail('IMG_PRINCIPALE', { description: 'Façade' });
    const stored = { ...current, pathImg: '/uploads/artisans/7/nouvelle.webp' };
    mockedUpload.mockResolvedValue(stored);
    const { input, onSaved, toasts } = renderField(current);
    expect(screen.getByRole('img', { name: 'Image principale de Plomberie Lavergne' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Remplacer l'image principale" })).toBeInTheDocument();
    await user.upload(input, imageFile('facade.jpg', 5000, 'image/jpeg'));
    expect(mockedUpload).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'IMG_PRINCIPALE', replace: current, description: 'Façade' }),
    );
    expect(onSaved).toHaveBeenCalledWith(stored);
    expect(toasts.success).toHaveBeenCalledWith('Détail mis à jour avec succès');
  });

  it('creates the main image when there is none, captioned with the company name', async () => {
    const user = userEvent.setup();
    mockedUpload.mockResolvedValue(detail('IMG_PRINCIPALE'));
    const { input } = renderField(null);
    expect(screen.getByText('Aucune image principale pour le moment.')).toBeInTheDocument();
    await user.upload(input, imageFile('atelier.png'));
    expect(mockedUpload).toHaveBeenCalledWith(
      expect.objectContaining({ replace: null, description: 'Plomberie Lavergne' }),
    );
  });

  it('refuses an image over 2 MB and reports a failed upload', async () => {
    const user = userEvent.setup();
    const { input, toasts } = renderField(null);
    // jsdom decodes no image, as a browser that cannot read the file: it stays over the limit.
    await user.upload(input, imageFile('lourde.png', 3 * 1024 * 1024));
    expect(await findRefusals()).toHaveTextContent("La taille de l'image ne doit pas dépasser 2 Mo.");
    expect(mockedUpload).not.toHaveBeenCalled();

    mockedUpload.mockRejectedValue(
      new DetailImageError('upload', new ApiRequestError('Image illisible.', 422)),
    );
    await user.upload(input, imageFile('cassee.png'));
    await waitFor(() =>
      expect(refusals()).toHaveTextContent('Erreur lors du téléchargement du fichier. Image illisible.'),
    );
    expect(refusals()).not.toHaveTextContent('2 Mo');
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
