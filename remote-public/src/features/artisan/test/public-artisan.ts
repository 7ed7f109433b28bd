// Test data of the artisan feature: the public profile of 'Plomberie Martin', with what a test changes.
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';

/** Shows the phone and the e-mail, has two trades and two reviews (4.26 on average), no « Répond rapidement ». */
export function publicArtisan(extra: Partial<ArtisanPublic> = {}): ArtisanPublic {
  return {
    id: 7,
    userId: 3,
    entrepriseNom: 'Plomberie Martin',
    adresse: { rue: '12 rue de la Gare', ville: 'Tulle', codePostal: '19000', pays: 'France' },
    anneeExperience: 12,
    rayonActivite: 30,
    latitude: 45.2667,
    longitude: 1.7667,
    siret: '73282932000074',
    siren: '732829320',
    googlePlaceId: null,
    dateCreation: '2024-01-01T00:00:00.000Z',
    dateUpdate: '2024-01-01T00:00:00.000Z',
    dateCreationEntreprise: null,
    specialites: [1],
    notes: [1, 2],
    details: [1],
    telephone: '0555000000',
    email: 'contact@martin.fr',
    personnalDataToShow: 'ALL',
    imagePrincipale: { pathImg: '/uploads/artisans/7/main.webp', description: 'Atelier Martin' },
    specialitesDetails: [
      { id: 1, metier: 'Plombier' },
      { id: 10, metier: 'Chauffagiste' },
    ],
    moyenne: 4.26,
    nombreAvis: 2,
    repondRapidement: false,
    ...extra,
  };
}
