import { ArtisanInputSchema } from '@annuaire/shared/contract/artisan';
import type { AddressFeature } from '@annuaire/shared/contract/address';
import { artisanPublic } from '../../../test/fixtures';
import { EMPTY_ARTISAN_FORM, addressOf, formValuesOf, payloadOf } from './artisan-form-values';

function feature(properties: AddressFeature['properties']): AddressFeature {
  return { type: 'Feature', geometry: { type: 'Point', coordinates: [1.5333, 45.1589] }, properties };
}

describe('artisan form values', () => {
  it('round-trips an artisan through the form into a valid payload', () => {
    const parsed = ArtisanInputSchema.parse(payloadOf(formValuesOf(artisanPublic())));
    expect(parsed).toMatchObject({
      userId: 7,
      entrepriseNom: 'Plomberie Briviste',
      adresse: {
        rue: '12 avenue de Paris',
        ville: 'Brive-la-Gaillarde',
        codePostal: '19100',
        pays: 'France',
      },
      anneeExperience: 12,
      rayonActivite: 30,
      latitude: 45.15,
      longitude: 1.53,
      specialites: [1, 2],
    });
  });

  it('leaves the blank required numbers missing and a blank experience null', () => {
    const result = ArtisanInputSchema.safeParse(payloadOf(EMPTY_ARTISAN_FORM));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages.userId).toBe('Le compte utilisateur est obligatoire.');
    expect(messages.rayonActivite).toBe("Le rayon d'activité est obligatoire.");
    expect(messages.siret).toMatch(/SIRET/);
    expect(messages.siren).toMatch(/SIREN/);
    expect(messages.anneeExperience).toBeUndefined();
    expect(payloadOf(EMPTY_ARTISAN_FORM).anneeExperience).toBeNull();
  });

  it('refuses a non-numeric experience', () => {
    const values = { ...formValuesOf(artisanPublic()), anneeExperience: 'douze' };
    const result = ArtisanInputSchema.safeParse(payloadOf(values));
    expect(result.error?.issues[0]).toMatchObject({
      path: ['anneeExperience'],
      message: "Les années d'expérience doivent être un nombre.",
    });
  });

  it('takes street, town, postcode and coordinates from a street suggestion', () => {
    expect(
      addressOf(
        feature({
          id: 'x',
          label: '12 Avenue de Paris 19100 Brive-la-Gaillarde',
          postcode: '19100',
          city: 'Brive-la-Gaillarde',
          type: 'housenumber',
        }),
      ),
    ).toEqual({
      rue: '12 Avenue de Paris',
      ville: 'Brive-la-Gaillarde',
      codePostal: '19100',
      latitude: 45.1589,
      longitude: 1.5333,
    });
  });

  it('sends the urgency fields: hours only with the emergency service, a blank availability null', () => {
    const values = {
      ...formValuesOf(artisanPublic()),
      depannageHoraires: ' Week-end ',
      disponibleSousJours: '',
    };
    expect(payloadOf({ ...values, depannageUrgence: true })).toMatchObject({
      depannageUrgence: true,
      depannageHoraires: 'Week-end',
      disponibleSousJours: null,
    });
    expect(payloadOf({ ...values, disponibleSousJours: ' 7 ' })).toMatchObject({
      depannageUrgence: false,
      depannageHoraires: null,
      disponibleSousJours: 7,
    });
  });

  it('leaves out an availability unchanged from the saved one, so that its date stays', () => {
    const saved = { ...formValuesOf(artisanPublic()), disponibleSousJours: '5' };
    expect(payloadOf({ ...saved, disponibleSousJours: '5 ' }, saved).disponibleSousJours).toBeUndefined();
    expect(payloadOf({ ...saved, disponibleSousJours: '6' }, saved).disponibleSousJours).toBe(6);
    expect(payloadOf({ ...saved, disponibleSousJours: '' }, saved).disponibleSousJours).toBeNull();
  });

  it('leaves the street empty for a town', () => {
    expect(
      addressOf(feature({ id: '19272', label: 'Tulle', postcode: '19000', type: 'municipality' })),
    ).toMatchObject({ rue: '', ville: 'Tulle', codePostal: '19000' });
  });
});
