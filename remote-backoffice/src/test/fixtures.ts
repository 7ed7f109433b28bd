// Data shaped like the API's answers, for the back office's component tests.
import type { ArtisanCard, ArtisanPage, ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail, DetailType } from '@annuaire/shared/contract/artisan-detail';
import type { Demande, DemandeCount, DemandeList } from '@annuaire/shared/contract/demande';
import type { RegistreImport, RegistreImportSummary } from '@annuaire/shared/contract/registres-imports';

export function card(overrides: Partial<ArtisanCard> = {}): ArtisanCard {
  return {
    id: 1,
    entrepriseNom: 'Plomberie Briviste',
    ville: 'Brive-la-Gaillarde',
    codePostal: '19100',
    rayonActivite: 30,
    latitude: 45.15,
    longitude: 1.53,
    imagePrincipale: null,
    specialites: [],
    moyenne: 0,
    nombreAvis: 0,
    rge: false,
    positionApprochee: false,
    geree: true,
    depannageUrgence: false,
    disponibleSousJours: null,
    ...overrides,
  };
}

/** A row of GET /api/demandes: an artisan's counts of requests. */
export function demandeCount(overrides: Partial<DemandeCount> = {}): DemandeCount {
  return {
    artisanId: 1,
    entrepriseNom: 'Plomberie Briviste',
    total: 1,
    nonTraitees: 1,
    derniere: '2026-11-24T13:05:00.000Z',
    ...overrides,
  };
}

/** A request as GET /api/demandes/{id} and an artisan's list give it. */
export function demande(overrides: Partial<Demande> = {}): Demande {
  return {
    id: 1,
    artisanId: 1,
    nom: 'Jean Dupont',
    email: 'jean.dupont@exemple.fr',
    telephone: '0612345678',
    codePostal: '19100',
    message: 'Bonjour, je souhaite un devis pour refaire ma salle de bains.',
    dateEnvoi: '2026-11-24T13:05:00.000Z',
    traitee: false,
    dateTraitement: null,
    dateLecture: null,
    dateRetrait: null,
    ...overrides,
  };
}

/** GET /api/artisan/{artisanId}/demandes: the requests given, their unhandled count and figures to match. */
export function demandeList(demandes: Demande[]): DemandeList {
  return {
    demandes,
    nonTraitees: demandes.filter((item) => !item.traitee).length,
    reactivite: { demandesCount: demandes.length, delaiMedianHeures: null, repondRapidement: false },
  };
}

export function page(items: ArtisanCard[], overrides: Partial<ArtisanPage> = {}): ArtisanPage {
  return { items, total: items.length, page: 1, size: 20, pageCount: 1, ...overrides };
}

export function artisanPublic(overrides: Partial<ArtisanPublic> = {}): ArtisanPublic {
  return {
    id: 1,
    userId: 7,
    entrepriseNom: 'Plomberie Briviste',
    adresse: { rue: '12 avenue de Paris', ville: 'Brive-la-Gaillarde', codePostal: '19100', pays: 'France' },
    anneeExperience: 12,
    rayonActivite: 30,
    latitude: 45.15,
    longitude: 1.53,
    siret: '35600000000048',
    siren: '356000000',
    googlePlaceId: null,
    dateCreation: '2024-01-01T00:00:00.000Z',
    dateUpdate: '2024-01-01T00:00:00.000Z',
    dateCreationEntreprise: null,
    specialites: [1, 2],
    notes: [],
    details: [],
    depannageUrgence: false,
    depannageHoraires: null,
    disponibleSousJours: null,
    disponibiliteIndiqueeLe: null,
    delaiReponseHeures: null,
    telephone: null,
    email: null,
    personnalDataToShow: null,
    imagePrincipale: null,
    specialitesDetails: [
      { id: 2, metier: 'Chauffagiste' },
      { id: 1, metier: 'Plombier' },
    ],
    moyenne: 0,
    nombreAvis: 0,
    nombreAvisVerifies: 0,
    repondRapidement: false,
    geree: true,
    joignabilite: null,
    registre: null,
    rge: false,
    ...overrides,
  };
}

/**
 * A detail as GET /api/artisan/details/artisan/{id} gives it: a description's text, an image's path (a certificate's
 * picture for NORME and ASSURANCE), the qualification fields null and rge false unless given.
 */
export function artisanDetail(
  id: number,
  type: DetailType,
  overrides: Partial<ArtisanDetail> = {},
): ArtisanDetail {
  return {
    id,
    artisanId: 3,
    type,
    description: type === 'DESCRIPTION' ? 'Entreprise familiale.' : null,
    pathImg: type === 'DESCRIPTION' ? null : `/uploads/artisans/3/image-${id}.webp`,
    organisme: null,
    numero: null,
    dateDebut: null,
    dateFin: null,
    rge: false,
    verifiee: false,
    ...overrides,
  };
}

/** A row of GET /api/registres/imports: a finished run over the whole of France. */
export function registreImportSummary(overrides: Partial<RegistreImportSummary> = {}): RegistreImportSummary {
  return {
    id: 1,
    startedAt: '2026-11-24T13:05:00.000Z',
    endedAt: '2026-11-24T13:08:05.000Z',
    statut: 'termine',
    departements: null,
    lues: 16,
    retenues: 13,
    inserees: 13,
    modifiees: 0,
    inchangees: 0,
    fermees: 0,
    ignorees: { ferme: 1, horsBatiment: 1, sansMetier: 1 },
    ...overrides,
  };
}

/** GET /api/registres/imports/{id}: a finished run's whole report, the sample files read. */
export function registreImport(overrides: Partial<RegistreImport> = {}): RegistreImport {
  return {
    ...registreImportSummary(),
    fichiers: [
      { role: 'etablissements', name: 'StockEtablissement_utf8.csv', size: 5113, sha256: 'a'.repeat(64) },
      { role: 'rge', name: 'liste-des-entreprises-rge.csv', size: 1269, sha256: 'b'.repeat(64) },
    ],
    details: {
      fermeesEtatF: 0,
      fermeesAbsentes: 0,
      retirees: 0,
      unitesLegales: { lues: 14, retenues: 12 },
      positions: { geolocalisation: 9, stock: 2, aucune: 2, refusees: {} },
      rge: {
        date: '2026-11-02',
        lues: 4,
        retenues: 4,
        inserees: 4,
        modifiees: 0,
        inchangees: 0,
        terminees: 0,
        ignorees: {},
      },
    },
    erreurs: [],
    ...overrides,
  };
}
