// Test data of the editor's tests: a profile as the API answers it, its account, details and trades, the requests
// visitors sent to it.
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import type { AuthClaims } from '@annuaire/shared/contract/auth';
import type { Demande, Reactivite } from '@annuaire/shared/contract/demande';
import type { SpecialiteWithCount } from '@annuaire/shared/contract/specialite';
import type { User } from '@annuaire/shared/contract/user';

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

export const artisanClaims = (artisanId = 7): AuthClaims => ({
  sub: 21,
  role: 'ROLE_ARTISAN',
  artisanId,
  exp: inOneHour(),
});

export const adminClaims = (): AuthClaims => ({
  sub: 1,
  role: 'ROLE_ADMIN',
  artisanId: null,
  exp: inOneHour(),
});

export const SPECIALITES: SpecialiteWithCount[] = [
  { id: 1, metier: 'Plombier', pathImg: null, nombreArtisans: 12 },
  { id: 2, metier: 'Électricien', pathImg: null, nombreArtisans: 8 },
  { id: 3, metier: 'Maçon', pathImg: null, nombreArtisans: 5 },
  { id: 4, metier: 'Chauffagiste', pathImg: null, nombreArtisans: 0 },
];

export function artisanFixture(overrides: Partial<ArtisanPublic> = {}): ArtisanPublic {
  return {
    id: 7,
    userId: 21,
    entrepriseNom: 'Plomberie Lavergne',
    adresse: { rue: '93 Rue Toulzac', ville: 'Brive-la-Gaillarde', codePostal: '19100', pays: 'France' },
    anneeExperience: 18,
    rayonActivite: 15,
    latitude: 45.15,
    longitude: 1.53,
    siret: '81064317100012',
    siren: '810643171',
    googlePlaceId: null,
    dateCreation: '2024-03-01T09:00:00.000Z',
    dateUpdate: '2024-03-01T09:00:00.000Z',
    dateCreationEntreprise: '2006-05-12',
    specialites: [1, 4],
    notes: [],
    details: [1, 2, 3],
    depannageUrgence: false,
    depannageHoraires: null,
    disponibleSousJours: null,
    disponibiliteIndiqueeLe: null,
    delaiReponseHeures: null,
    telephone: '0679393041',
    email: 'contact@plomberie-lavergne.fr',
    personnalDataToShow: 'ALL',
    imagePrincipale: { pathImg: '/uploads/demo/principale.webp', description: 'Plomberie Lavergne' },
    specialitesDetails: [
      { id: 4, metier: 'Chauffagiste' },
      { id: 1, metier: 'Plombier' },
    ],
    moyenne: 4.5,
    nombreAvis: 4,
    nombreAvisVerifies: 0,
    repondRapidement: false,
    geree: true,
    joignabilite: null,
    registre: null,
    rge: false,
    ...overrides,
  };
}

export function accountFixture(overrides: Partial<User> = {}): User {
  return {
    id: 21,
    email: 'contact@plomberie-lavergne.fr',
    username: 'artisan',
    telephone: '0679393041',
    role: 'ROLE_ARTISAN',
    personnalDataToShow: 'ALL',
    pendingActivation: false,
    ...overrides,
  };
}

let nextDetailId = 100;

export function detail(type: ArtisanDetail['type'], overrides: Partial<ArtisanDetail> = {}): ArtisanDetail {
  nextDetailId += 1;
  return {
    id: nextDetailId,
    artisanId: 7,
    type,
    description: type === 'DESCRIPTION' ? 'Plombier depuis 18 ans.' : null,
    pathImg: type === 'DESCRIPTION' ? null : `/uploads/artisans/7/image-${nextDetailId}.webp`,
    organisme: null,
    numero: null,
    dateDebut: null,
    dateFin: null,
    rge: false,
    verifiee: false,
    ...overrides,
  };
}

export function detailsFixture(): ArtisanDetail[] {
  return [
    detail('IMG_PRINCIPALE', { description: 'Plomberie Lavergne' }),
    detail('DESCRIPTION'),
    detail('IMG_REALISATION', { description: 'Cuisine équipée' }),
    detail('IMG_REALISATION', { description: 'Salle de bains' }),
    // A certificate's picture alone, as the spec had it before issue 21.
    detail('NORME', { description: 'RGE Qualibat' }),
  ];
}

/** A qualification (NORME) or an insurance (ASSURANCE) with every field, valid on the days given. */
export function qualification(
  type: 'NORME' | 'ASSURANCE',
  overrides: Partial<ArtisanDetail> = {},
): ArtisanDetail {
  return detail(type, {
    organisme: type === 'NORME' ? 'Qualibat' : 'SMABTP',
    numero: type === 'NORME' ? 'E-12345' : 'P-778',
    dateDebut: '2025-01-01',
    dateFin: '2028-12-31',
    rge: false,
    description: type === 'NORME' ? '5111 – Plomberie sanitaire' : 'Responsabilité civile décennale',
    ...overrides,
  });
}

/** An image file of the given size (the content is never read by the code under test). */
export function imageFile(name: string, bytes = 1000, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** Spies on the toasts (sonner keeps its toasts between tests, so the screen is not a reliable witness). */
export function spyToasts() {
  // Imported lazily so that the fixtures stay free of React for the pure tests.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { toast } = require('sonner') as typeof import('sonner');
  return {
    success: jest.spyOn(toast, 'success'),
    error: jest.spyOn(toast, 'error'),
    info: jest.spyOn(toast, 'info'),
  };
}

let nextDemandeId = 500;

/** A request sent to artisan 7, not handled; `dateEnvoi` in ISO (UTC). */
export function demandeFixture(overrides: Partial<Demande> = {}): Demande {
  nextDemandeId += 1;
  return {
    id: nextDemandeId,
    artisanId: 7,
    nom: 'Jeanne Martin',
    email: 'jeanne.martin@example.fr',
    telephone: '0612345678',
    codePostal: '19100',
    message: 'Bonjour,\nJe souhaite remplacer mon chauffe-eau de 200 litres avant l’hiver.',
    dateEnvoi: '2026-11-24T13:05:00.000Z',
    traitee: false,
    dateTraitement: null,
    dateLecture: null,
    dateRetrait: null,
    ...overrides,
  };
}

/** The stored responsiveness of an artisan without any request. */
export function reactiviteFixture(overrides: Partial<Reactivite> = {}): Reactivite {
  return { demandesCount: 0, delaiMedianHeures: null, repondRapidement: false, ...overrides };
}
