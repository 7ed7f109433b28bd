import { ArtisanInputSchema, ArtisanSelfUpdateSchema, SPECIALITES_REQUIRED } from './artisan';
import { ArtisanDetailInputSchema } from './artisan-detail';
import { MESSAGES } from './common';
import { NoteInputSchema } from './note';

const validArtisan = {
  userId: 3,
  entrepriseNom: 'Plomberie Briviste',
  adresse: { rue: '12 avenue de Paris', ville: 'Brive-la-Gaillarde', codePostal: '19100', pays: 'France' },
  rayonActivite: 30,
  siret: '35600000000048',
  siren: '356000000',
  specialites: [1],
};

describe('ArtisanInputSchema', () => {
  it('accepts a valid artisan', () => {
    expect(ArtisanInputSchema.safeParse(validArtisan).success).toBe(true);
  });

  it.each([
    [100, true],
    [101, false],
    [-1, false],
  ])('rayonActivite %d → %s', (rayonActivite, ok) => {
    expect(ArtisanInputSchema.safeParse({ ...validArtisan, rayonActivite }).success).toBe(ok);
  });

  it('says the radius message above 100 km', () => {
    const result = ArtisanSelfUpdateSchema.safeParse({ rayonActivite: 101, specialites: [1] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.rayonTooLarge);
  });

  it('requires a SIREN equal to the first nine digits of the SIRET', () => {
    const result = ArtisanInputSchema.safeParse({ ...validArtisan, siren: '732829320' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('siren');
  });

  it.each([
    ['none', []],
    ['missing', undefined],
  ])(
    'requires at least one trade (%s), in the back office as in the editor (issue 22)',
    (_name, specialites) => {
      for (const result of [
        ArtisanInputSchema.safeParse({ ...validArtisan, specialites }),
        ArtisanSelfUpdateSchema.safeParse({ rayonActivite: 30, specialites }),
      ]) {
        expect(result.success).toBe(false);
        expect(result.error?.issues).toEqual([
          expect.objectContaining({ path: ['specialites'], message: 'Choisissez au moins une spécialité.' }),
        ]);
      }
      expect(SPECIALITES_REQUIRED).toBe('Choisissez au moins une spécialité.');
    },
  );

  it('accepts one trade and up to 50', () => {
    const many = Array.from({ length: 50 }, (_, index) => index + 1);
    expect(ArtisanSelfUpdateSchema.safeParse({ rayonActivite: 30, specialites: [4] }).success).toBe(true);
    expect(ArtisanSelfUpdateSchema.safeParse({ rayonActivite: 30, specialites: many }).success).toBe(true);
    expect(ArtisanSelfUpdateSchema.safeParse({ rayonActivite: 30, specialites: [...many, 51] }).success).toBe(
      false,
    );
  });

  it('refuses a SIRET with a bad checksum', () => {
    expect(ArtisanInputSchema.safeParse({ ...validArtisan, siret: '35600000000049' }).success).toBe(false);
  });
});

describe('ArtisanDetailInputSchema', () => {
  it('accepts a description of 499 characters and refuses 500 with the spec message', () => {
    const ok = ArtisanDetailInputSchema.safeParse({
      type: 'DESCRIPTION',
      artisanId: 1,
      description: 'a'.repeat(499),
    });
    expect(ok.success).toBe(true);
    const tooLong = ArtisanDetailInputSchema.safeParse({
      type: 'DESCRIPTION',
      artisanId: 1,
      description: 'a'.repeat(500),
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe(
      "Veuillez ne pas dépasser 500 caractères pour la description de l'artisan.",
    );
  });

  it('requires an uploaded image path for image types', () => {
    expect(ArtisanDetailInputSchema.safeParse({ type: 'NORME', artisanId: 1 }).success).toBe(false);
    expect(
      ArtisanDetailInputSchema.safeParse({ type: 'NORME', artisanId: 1, pathImg: '/uploads/details/a.webp' })
        .success,
    ).toBe(true);
    expect(
      ArtisanDetailInputSchema.safeParse({
        type: 'NORME',
        artisanId: 1,
        pathImg: '/uploads/../etc/passwd.webp',
      }).success,
    ).toBe(false);
  });
});

describe('NoteInputSchema: stars from 1 to 5', () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [4.5, false],
  ])('%d stars → %s', (nombreEtoiles, ok) => {
    expect(NoteInputSchema.safeParse({ particulierId: 1, artisanId: 1, nombreEtoiles }).success).toBe(ok);
  });
});

describe('IdSchema', () => {
  it('accepts ids up to PostgreSQL integer range only', async () => {
    const { IdSchema } = await import('./common');
    expect(IdSchema.safeParse('2147483647').success).toBe(true);
    expect(IdSchema.safeParse('2147483648').success).toBe(false);
    expect(IdSchema.safeParse('0').success).toBe(false);
    expect(IdSchema.safeParse('abc').success).toBe(false);
  });
});
