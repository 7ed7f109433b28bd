import {
  createArtisanDetail,
  deleteArtisanDetail,
  updateArtisanDetail,
} from '@annuaire/shared/client/artisan-details';
import { detail } from '../../../test/fixtures';
import { saveDescription } from './save-description';

jest.mock('@annuaire/shared/client/artisan-details', () => ({
  createArtisanDetail: jest.fn(async (input) => ({ id: 1, pathImg: null, ...input })),
  updateArtisanDetail: jest.fn(async (id, input) => ({ id, pathImg: null, ...input })),
  deleteArtisanDetail: jest.fn(async () => undefined),
}));

describe('saveDescription', () => {
  it('creates the description when there is none, trimmed', async () => {
    await saveDescription(7, null, '  Plombier à Brive.  ');
    expect(createArtisanDetail).toHaveBeenCalledWith({
      type: 'DESCRIPTION',
      description: 'Plombier à Brive.',
      artisanId: 7,
    });
  });

  it('updates the existing one', async () => {
    const current = detail('DESCRIPTION');
    await saveDescription(7, current, 'Nouveau texte');
    expect(updateArtisanDetail).toHaveBeenCalledWith(current.id, {
      type: 'DESCRIPTION',
      description: 'Nouveau texte',
      artisanId: 7,
    });
  });

  it('deletes it when emptied, and does nothing for an empty text without description', async () => {
    const current = detail('DESCRIPTION');
    await expect(saveDescription(7, current, '   ')).resolves.toBeNull();
    expect(deleteArtisanDetail).toHaveBeenCalledWith(current.id);
    await expect(saveDescription(7, null, '')).resolves.toBeNull();
    expect(deleteArtisanDetail).toHaveBeenCalledTimes(1);
    expect(createArtisanDetail).not.toHaveBeenCalled();
  });
});
