import { updateArtisan } from '@annuaire/shared/client/artisans';
import { updateOwnContact, updateUser } from '@annuaire/shared/client/users';
import { accountFixture, artisanFixture } from '../../../test/fixtures';
import { saveArtisanFields } from './update-artisan';
import { saveContact } from './update-contact';

jest.mock('@annuaire/shared/client/artisans', () => ({ updateArtisan: jest.fn() }));
jest.mock('@annuaire/shared/client/users', () => ({ updateOwnContact: jest.fn(), updateUser: jest.fn() }));

const fields = { anneeExperience: null, rayonActivite: 30, specialites: [1, 3] };

describe('saveArtisanFields and saveContact', () => {
  it('send only the editor’s fields for the artisan', async () => {
    await saveArtisanFields(artisanFixture(), fields, 'ROLE_ARTISAN');
    expect(updateArtisan).toHaveBeenCalledWith(7, fields);
    await saveContact(accountFixture(), { telephone: '', personnalDataToShow: 'MAIL' }, 'ROLE_ARTISAN');
    expect(updateOwnContact).toHaveBeenCalledWith(21, { telephone: '', personnalDataToShow: 'MAIL' });
  });

  it('send the whole artisan and account for an admin, the rest unchanged', async () => {
    const artisan = artisanFixture();
    await saveArtisanFields(artisan, fields, 'ROLE_ADMIN');
    expect(updateArtisan).toHaveBeenCalledWith(7, {
      userId: 21,
      entrepriseNom: 'Plomberie Lavergne',
      adresse: artisan.adresse,
      anneeExperience: null,
      rayonActivite: 30,
      latitude: artisan.latitude,
      longitude: artisan.longitude,
      siret: artisan.siret,
      siren: artisan.siren,
      googlePlaceId: null,
      dateCreationEntreprise: '2006-05-12',
      specialites: [1, 3],
    });
    await saveContact(
      accountFixture(),
      { telephone: '0555000000', personnalDataToShow: 'TEL' },
      'ROLE_ADMIN',
    );
    expect(updateUser).toHaveBeenCalledWith(21, {
      email: 'contact@plomberie-lavergne.fr',
      username: 'artisan',
      role: 'ROLE_ARTISAN',
      telephone: '0555000000',
      personnalDataToShow: 'TEL',
    });
  });
});
