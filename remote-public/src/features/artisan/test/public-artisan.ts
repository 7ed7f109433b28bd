// Test data of the artisan feature: the public profile of 'Plomberie Martin', its details and its reviews, with what
// a test changes.
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import type { Note } from '@annuaire/shared/contract/note';

/**
 * Shows the phone and the e-mail, has two trades and two reviews (4.26 on average), one of them verified, no
 * « Répond rapidement », no « RGE ».
 */
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
    depannageUrgence: false,
    depannageHoraires: null,
    disponibleSousJours: null,
    disponibiliteIndiqueeLe: null,
    delaiReponseHeures: null,
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
    nombreAvisVerifies: 1,
    repondRapidement: false,
    geree: true,
    joignabilite: null,
    registre: null,
    rge: false,
    ...extra,
  };
}

/** A published review of 'Plomberie Martin', entered by the administration, with what a test changes. */
export function publicNote(extra: Partial<Note> = {}): Note {
  return {
    id: 1,
    particulierId: null,
    artisanId: 7,
    commentaire: 'Travail soigné.',
    nombreEtoiles: 5,
    datePublication: '2026-03-12T10:00:00.000Z',
    dateExperience: '2026-02',
    source: 'ADMINISTRATION',
    auteur: 'Marie D.',
    reponse: null,
    ...extra,
  };
}

/** A detail of 'Plomberie Martin' as the API gives it: the qualification's fields null and false unless set. */
export function publicDetail(
  extra: Partial<ArtisanDetail> & Pick<ArtisanDetail, 'id' | 'type'>,
): ArtisanDetail {
  return {
    artisanId: 7,
    description: null,
    pathImg: null,
    organisme: null,
    numero: null,
    dateDebut: null,
    dateFin: null,
    rge: false,
    verifiee: false,
    ...extra,
  };
}
