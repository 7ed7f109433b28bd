import { DescriptionSchema } from '@annuaire/shared/contract/artisan-detail';
import { accountFixture, artisanFixture, detailsFixture } from '../../../test/fixtures';
import {
  changedParts,
  markSaved,
  toArtisanFields,
  toContactFields,
  toProfileValues,
  validateAnneeExperience,
  validateField,
  validateProfile,
  validateRayonActivite,
  validateTelephone,
  type ProfileValues,
} from './profile-form';

/** What the editor sends when the artisan states neither urgency nor availability. */
const NO_URGENCE = { depannageUrgence: false, depannageHoraires: null, disponibleSousJours: null };

const PHONE_INVALID = 'Numéro de téléphone invalide.';
const TOO_LONG = "Veuillez ne pas dépasser 500 caractères pour la description de l'artisan.";
const RAYON_TOO_LARGE = "Le rayon d'activité ne peut pas dépasser 100 km.";
const RAYON_REQUIRED = "Le rayon d'activité est obligatoire.";

function values(overrides: Partial<ProfileValues> = {}): ProfileValues {
  return {
    anneeExperience: '18',
    rayonActivite: '15',
    telephone: '0679393041',
    personnalDataToShow: 'ALL',
    description: 'Plombier depuis 18 ans.',
    specialites: [1, 4],
    depannageUrgence: false,
    depannageHoraires: '',
    disponibleSousJours: '',
    ...overrides,
  };
}

describe('urgency and availability fields', () => {
  it('requires the hours with the emergency service and bounds the delay, in French', () => {
    expect(validateProfile(values({ depannageUrgence: true }), true)).toEqual({
      depannageHoraires: 'Indiquez les horaires du dépannage en urgence.',
    });
    expect(validateProfile(values({ disponibleSousJours: '91' }), true)).toEqual({
      disponibleSousJours: 'Le délai de disponibilité doit être un nombre entier de jours entre 1 et 90.',
    });
    expect(
      validateProfile(values({ depannageUrgence: true, depannageHoraires: 'x'.repeat(81) }), true),
    ).toEqual({ depannageHoraires: 'Les horaires ne doivent pas dépasser 80 caractères.' });
  });

  it('sends them with the artisan’s fields, and the hours only with the service', () => {
    const sent = values({ depannageUrgence: true, depannageHoraires: ' 7j/7 ', disponibleSousJours: '3' });
    expect(toArtisanFields(sent)).toMatchObject({
      depannageUrgence: true,
      depannageHoraires: '7j/7',
      disponibleSousJours: 3,
    });
    expect(toArtisanFields(values({ depannageHoraires: '7j/7' }))).toMatchObject({
      depannageUrgence: false,
      depannageHoraires: null,
      disponibleSousJours: null,
    });
    expect(changedParts(values(), values({ disponibleSousJours: '3' }))).toEqual(['artisan']);
  });
});

describe('toProfileValues', () => {
  it('fills the form from the profile, its account and its description', () => {
    expect(toProfileValues(artisanFixture(), accountFixture(), detailsFixture())).toEqual(values());
  });

  it('leaves empty what the profile does not have', () => {
    const form = toProfileValues(artisanFixture({ anneeExperience: null, specialites: [] }), null, []);
    expect(form).toEqual(
      values({
        anneeExperience: '',
        telephone: '',
        personnalDataToShow: null,
        description: '',
        specialites: [],
      }),
    );
  });
});

describe('validateTelephone', () => {
  it.each([
    ['', undefined],
    ['0123456789', undefined],
    ['012345678901234', undefined],
    [' 0679393041 ', undefined],
    ['012345678', PHONE_INVALID],
    ['0123456789012345', PHONE_INVALID],
    // Spaces, dots, dashes and +33 are accepted (the API stores the digits).
    ['06 79 39 30 41', undefined],
    ['06.79.39.30.41', undefined],
    ['+33679393041', undefined],
    ['+33 6 79 39 30', PHONE_INVALID],
    ['06793930AB', PHONE_INVALID],
  ])('%j gives %s', (input, expected) => {
    expect(validateTelephone(input)).toBe(expected);
  });
});

describe('the description', () => {
  const check = (description: string) => validateField('description', values({ description }));

  it('accepts 499 characters and refuses 500 with the spec message', () => {
    expect(check('a'.repeat(499))).toBeUndefined();
    expect(check('a'.repeat(500))).toBe(TOO_LONG);
    expect(check('a'.repeat(750))).toBe(TOO_LONG);
    expect(check('')).toBeUndefined();
  });

  it('counts as the contract does: 499 characters and trailing spaces pass, in the form and in the API', () => {
    const text = `${'a'.repeat(499)}   `;
    expect(check(text)).toBeUndefined();
    expect(DescriptionSchema.safeParse(text).success).toBe(true);
    expect(check(`  ${'a'.repeat(500)}  `)).toBe(TOO_LONG);
  });

  it('may be emptied (the description is then deleted), spaces only included', () => {
    expect(check('   ')).toBeUndefined();
  });
});

describe('validateRayonActivite', () => {
  it.each([
    ['0', undefined],
    ['100', undefined],
    ['101', RAYON_TOO_LARGE],
    ['250', RAYON_TOO_LARGE],
    ['', RAYON_REQUIRED],
    ['   ', RAYON_REQUIRED],
    ['-5', "Le rayon d'activité ne peut pas être négatif."],
    ['12.5', "Le rayon d'activité doit être un nombre entier de kilomètres."],
    ['dix', "Le rayon d'activité doit être un nombre entier de kilomètres."],
  ])('%j gives %s', (input, expected) => {
    expect(validateRayonActivite(input)).toBe(expected);
  });
});

describe('validateAnneeExperience', () => {
  it.each([
    ['', undefined],
    ['0', undefined],
    ['100', undefined],
    ['101', "Les années d'expérience ne peuvent pas dépasser 100."],
    ['-1', "Les années d'expérience ne peuvent pas être négatives."],
    ['2,5', "Les années d'expérience doivent être un nombre entier."],
    ['beaucoup', "Les années d'expérience doivent être un nombre entier."],
  ])('%j gives %s', (input, expected) => {
    expect(validateAnneeExperience(input)).toBe(expected);
  });
});

describe('validateProfile', () => {
  it('reports every invalid field and nothing for valid ones', () => {
    expect(validateProfile(values(), true)).toEqual({});
    expect(
      validateProfile(
        values({
          telephone: '123',
          rayonActivite: '101',
          description: 'x'.repeat(500),
          anneeExperience: '-2',
        }),
        true,
      ),
    ).toEqual({
      telephone: PHONE_INVALID,
      rayonActivite: RAYON_TOO_LARGE,
      description: TOO_LONG,
      anneeExperience: "Les années d'expérience ne peuvent pas être négatives.",
    });
  });

  it('does not check the phone of a profile without an account', () => {
    expect(validateProfile(values({ telephone: '123' }), false)).toEqual({});
  });
});

describe('changedParts and markSaved', () => {
  it('finds nothing to save when only whitespace or the order of trades changed', () => {
    const saved = values();
    expect(
      changedParts(saved, values({ specialites: [4, 1], description: ' Plombier depuis 18 ans. ' })),
    ).toEqual([]);
  });

  it('treats an empty visibility as NOTHING', () => {
    expect(
      changedParts(values({ personnalDataToShow: null }), values({ personnalDataToShow: 'NOTHING' })),
    ).toEqual([]);
  });

  it('names the saves each change needs', () => {
    const saved = values();
    expect(changedParts(saved, values({ rayonActivite: '20' }))).toEqual(['artisan']);
    expect(changedParts(saved, values({ specialites: [1] }))).toEqual(['artisan']);
    expect(changedParts(saved, values({ anneeExperience: '' }))).toEqual(['artisan']);
    expect(changedParts(saved, values({ personnalDataToShow: 'MAIL' }))).toEqual(['contact']);
    expect(changedParts(saved, values({ telephone: '0555000000' }))).toEqual(['contact']);
    expect(changedParts(saved, values({ description: 'Autre texte' }))).toEqual(['description']);
    expect(changedParts(saved, values({ rayonActivite: '20', telephone: '', description: '' }))).toEqual([
      'artisan',
      'contact',
      'description',
    ]);
  });

  it('takes into the saved values only the parts that were stored', () => {
    const saved = values();
    const current = values({ rayonActivite: '30', telephone: '0555000000', description: 'Nouveau' });
    const next = markSaved(saved, current, ['artisan', 'description']);
    expect(next).toEqual(values({ rayonActivite: '30', description: 'Nouveau' }));
    expect(changedParts(next, current)).toEqual(['contact']);
  });
});

describe('payloads', () => {
  it('turns the typed text into the API fields', () => {
    expect(
      toArtisanFields(values({ anneeExperience: ' ', rayonActivite: ' 40 ', specialites: [4, 1, 4] })),
    ).toEqual({ anneeExperience: null, rayonActivite: 40, specialites: [1, 4], ...NO_URGENCE });
    expect(toArtisanFields(values())).toEqual({
      anneeExperience: 18,
      rayonActivite: 15,
      specialites: [1, 4],
      ...NO_URGENCE,
    });
    expect(toContactFields(values({ telephone: ' 0555000000 ', personnalDataToShow: 'TEL' }))).toEqual({
      telephone: '0555000000',
      personnalDataToShow: 'TEL',
    });
  });
});
