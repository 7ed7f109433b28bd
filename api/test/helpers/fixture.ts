// The small dataset most API tests start from, written through the seed repository like the demo data.
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/auth/passwords';
import { createSeedRepository } from '../../src/repositories/seed';

export const FIXTURE = {
  admin: { username: 'admin', password: 'Admin@2024' },
  artisan: { username: 'artisan', password: 'Artisan@2024' },
  // Inserted in this order; the API must list them alphabetically, accents ignored.
  metiers: ['Plombier', 'Électricien', 'Maçon'],
};

export async function insertFixture(app: FastifyInstance): Promise<void> {
  const [adminHash, artisanHash] = await Promise.all([
    hashPassword(FIXTURE.admin.password),
    hashPassword(FIXTURE.artisan.password),
  ]);
  await createSeedRepository(app.db).insertDataset({
    users: [
      {
        username: FIXTURE.admin.username,
        email: 'admin@example.fr',
        passwordHash: adminHash,
        telephone: '0555000000',
        role: 'ROLE_ADMIN',
        personnalDataToShow: null,
      },
      {
        username: FIXTURE.artisan.username,
        email: 'artisan@example.fr',
        passwordHash: artisanHash,
        telephone: '0555000001',
        role: 'ROLE_ARTISAN',
        personnalDataToShow: 'ALL',
      },
    ],
    specialites: FIXTURE.metiers.map((metier) => ({
      metier,
      metierKey: metier
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
      pathImg: null,
    })),
    artisans: [
      {
        ownerUsername: FIXTURE.artisan.username,
        entrepriseNom: 'Plomberie Test',
        rue: '1 Avenue de Paris',
        ville: 'Brive-la-Gaillarde',
        codePostal: '19100',
        pays: 'France',
        anneeExperience: 10,
        rayonActivite: 30,
        latitude: 45.1589,
        longitude: 1.5333,
        siret: '73282932000074',
        siren: '732829320',
        dateCreation: '2024-01-01T00:00:00Z',
        dateUpdate: '2024-01-01T00:00:00Z',
        dateCreationEntreprise: '2010-05-01',
        specialiteKeys: ['plombier'],
        details: [{ type: 'DESCRIPTION', description: 'Plombier de test.', pathImg: null }],
        notes: [],
      },
    ],
    particuliers: [],
    images: [],
  });
}
