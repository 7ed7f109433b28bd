import {
  createArtisanDetail,
  updateArtisanDetail,
  uploadArtisanImage,
} from '@annuaire/shared/client/artisan-details';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { detail, imageFile } from '../../../test/fixtures';
import { DetailImageError, uploadDetailImage } from './upload-detail-image';

jest.mock('@annuaire/shared/client/artisan-details', () => ({
  createArtisanDetail: jest.fn(),
  updateArtisanDetail: jest.fn(),
  uploadArtisanImage: jest.fn(),
}));

const mockedUpload = uploadArtisanImage as jest.MockedFunction<typeof uploadArtisanImage>;
const mockedCreate = createArtisanDetail as jest.MockedFunction<typeof createArtisanDetail>;
const mockedUpdate = updateArtisanDetail as jest.MockedFunction<typeof updateArtisanDetail>;
const PATH = '/uploads/artisans/7/neuve.webp';

describe('uploadDetailImage', () => {
  it('stores the file, then creates the detail with the returned path and reports completion', async () => {
    const created = detail('IMG_REALISATION', { pathImg: PATH });
    mockedUpload.mockResolvedValue(PATH);
    mockedCreate.mockResolvedValue(created);
    const onProgress = jest.fn();
    const file = imageFile('terrasse.png');
    await expect(
      uploadDetailImage({ artisanId: 7, type: 'IMG_REALISATION', file, description: null, onProgress }),
    ).resolves.toBe(created);
    expect(mockedUpload).toHaveBeenCalledWith(7, file);
    expect(mockedCreate).toHaveBeenCalledWith({
      type: 'IMG_REALISATION',
      pathImg: PATH,
      description: null,
      artisanId: 7,
    });
    expect(onProgress).toHaveBeenLastCalledWith(1);
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it('replaces the given detail (the main image) instead of creating one', async () => {
    const current = detail('IMG_PRINCIPALE');
    mockedUpload.mockResolvedValue(PATH);
    mockedUpdate.mockResolvedValue({ ...current, pathImg: PATH });
    await uploadDetailImage({
      artisanId: 7,
      type: 'IMG_PRINCIPALE',
      file: imageFile('facade.png'),
      description: 'Façade',
      replace: current,
    });
    expect(mockedUpdate).toHaveBeenCalledWith(current.id, {
      type: 'IMG_PRINCIPALE',
      pathImg: PATH,
      description: 'Façade',
      artisanId: 7,
    });
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it('says which step failed', async () => {
    mockedUpload.mockRejectedValueOnce(new ApiRequestError('Image trop lourde.', 413));
    const upload = uploadDetailImage({
      artisanId: 7,
      type: 'NORME',
      file: imageFile('a.png'),
      description: null,
    });
    await expect(upload).rejects.toMatchObject({ step: 'upload', message: 'Image trop lourde.' });
    await expect(upload).rejects.toBeInstanceOf(DetailImageError);
    expect(mockedCreate).not.toHaveBeenCalled();

    mockedUpload.mockResolvedValueOnce(PATH);
    mockedCreate.mockRejectedValueOnce(
      new ApiRequestError('Vous avez atteint le nombre maximal de 10 normes.', 400),
    );
    await expect(
      uploadDetailImage({ artisanId: 7, type: 'NORME', file: imageFile('b.png'), description: null }),
    ).rejects.toMatchObject({ step: 'save', message: 'Vous avez atteint le nombre maximal de 10 normes.' });
  });
});
