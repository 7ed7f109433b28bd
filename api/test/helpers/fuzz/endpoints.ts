// The fuzz suite's table of every API route and who may call it (api/test/fuzz/*.test.ts), with a valid body or
// query for each that the fuzzer mutates.
import type { FuzzWorld } from './world';

/**
 * Runs per property: small enough for the whole fuzz suite to take well under a minute on PGlite. FUZZ_RUNS raises
 * it for a longer hunt (`FUZZ_RUNS=300 npx jest --selectProjects api -- api/test/fuzz`).
 */
export const NUM_RUNS = Number(process.env.FUZZ_RUNS) || 30;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Caller = 'anonymous' | 'artisan' | 'admin';

/**
 * Who may call a route, as in the authorization table of the OpenAPI document: anyone, an admin or the artisan
 * owning the resource (`owner`: admins too), the artisan owning the resource only (`artisan`: admins refused, such
 * as handling a request sent to that artisan), or an admin only.
 */
export type Access = 'public' | 'owner' | 'artisan' | 'admin';

export interface Endpoint {
  method: Method;
  /** Fastify path, parameters written `:name`. */
  path: string;
  access: Access;
  /** A valid body (JSON) for the world, which the fuzzer mutates; 'multipart' for the upload routes. */
  body?: ((world: FuzzWorld) => Record<string, unknown>) | 'multipart';
  /** A valid query string for the world, which the fuzzer mutates. */
  query?: (world: FuzzWorld) => Record<string, string>;
}

const VALID_SIRET = '73282932000074';
const VALID_SIREN = '732829320';

/** Every route under /api (checked against /api/openapi.json by endpoints.test.ts). */
/** A view of the map over the Limousin, where the fuzz world's artisans are. */
const LIMOUSIN_VIEW = { ouest: '0.5', sud: '44.8', est: '2.5', nord: '45.6' };

export const ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/geo/search', access: 'public', query: () => ({ q: 'brive', limit: '5' }) },
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: () => ({ username: 'admin', password: 'Admin@2024' }),
  },
  { method: 'POST', path: '/api/auth/logout', access: 'public' },
  {
    method: 'POST',
    path: '/api/auth/reset-link',
    access: 'public',
    body: () => ({
      email: 'artisan@example.fr',
      timestamp: String(Date.now()),
      hash: 'a'.repeat(43),
      sig: 'b'.repeat(43),
    }),
  },
  {
    method: 'GET',
    path: '/api/user',
    access: 'admin',
    query: (world) => ({ role: 'ROLE_ARTISAN', libre: '1', artisanId: String(world.ownArtisanId) }),
  },
  // The same route's other branch: one page of accounts found by e-mail or username.
  {
    method: 'GET',
    path: '/api/user',
    access: 'admin',
    query: () => ({ page: '1', size: '20', q: 'art', role: 'ROLE_ARTISAN' }),
  },
  // And both together: one page of the free accounts found by e-mail or username (the artisan form's owner).
  {
    method: 'GET',
    path: '/api/user',
    access: 'admin',
    query: (world) => ({
      role: 'ROLE_ARTISAN',
      libre: '1',
      artisanId: String(world.ownArtisanId),
      page: '1',
      size: '20',
      q: 'art',
    }),
  },
  {
    method: 'POST',
    path: '/api/user',
    access: 'admin',
    body: () => ({
      email: 'nouveau@example.fr',
      username: 'nouveau',
      telephone: '0555123456',
      role: 'ROLE_ARTISAN',
      personnalDataToShow: 'ALL',
      password: 'Nouveau@2024',
    }),
  },
  { method: 'GET', path: '/api/user/:id', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/user/:id',
    access: 'owner',
    body: () => ({
      email: 'modifie@example.fr',
      username: 'modifie',
      telephone: '0555123457',
      role: 'ROLE_ARTISAN',
      personnalDataToShow: 'TEL',
    }),
  },
  { method: 'DELETE', path: '/api/user/:id', access: 'admin' },
  { method: 'POST', path: '/api/user/:id/activation', access: 'admin' },
  {
    method: 'POST',
    path: '/api/user/activation/etat',
    access: 'public',
    body: () => ({ token: `1.${'a'.repeat(43)}` }),
  },
  {
    method: 'PUT',
    path: '/api/user/activation',
    access: 'public',
    body: () => ({ token: `1.${'a'.repeat(43)}`, newPassword: 'Nouveau@2024' }),
  },
  {
    method: 'PUT',
    path: '/api/user/pwd',
    access: 'public',
    body: () => ({
      email: 'artisan@example.fr',
      timestamp: String(Date.now()),
      hash: 'a'.repeat(64),
      newPassword: 'Nouveau@2024',
    }),
  },
  {
    method: 'POST',
    path: '/api/particulier',
    access: 'admin',
    body: () => ({ nom: 'Durand', prenom: 'Paul' }),
  },
  { method: 'GET', path: '/api/particulier', access: 'admin' },
  // The same route's other branch: one page of particuliers found by nom and prénom.
  {
    method: 'GET',
    path: '/api/particulier',
    access: 'admin',
    query: () => ({ page: '1', size: '20', q: 'dupont marie' }),
  },
  { method: 'GET', path: '/api/particulier/:id', access: 'admin' },
  { method: 'GET', path: '/api/note/artisan/:artisanId', access: 'public' },
  {
    method: 'POST',
    path: '/api/note',
    access: 'admin',
    body: (world) => ({
      particulierId: world.particulierId,
      artisanId: world.ownArtisanId,
      commentaire: 'Très bon travail.',
      nombreEtoiles: 4,
      dateExperience: '2025-03',
    }),
  },
  { method: 'DELETE', path: '/api/note/:id', access: 'admin' },
  { method: 'GET', path: '/api/messages', access: 'admin' },
  { method: 'GET', path: '/api/messages/dashboard', access: 'admin' },
  { method: 'PUT', path: '/api/messages/:id', access: 'admin', body: () => ({ traite: true }) },
  {
    method: 'GET',
    path: '/api/registres/imports',
    access: 'admin',
    query: () => ({ page: '1', size: '20' }),
  },
  { method: 'GET', path: '/api/registres/imports/:id', access: 'admin' },
  {
    method: 'POST',
    path: '/api/artisan/email/support',
    access: 'public',
    body: () => ({
      nom: 'Jean Visiteur',
      email: 'jean@example.fr',
      tel: '0555000009',
      role: 'Particulier',
      message: 'Bonjour, je cherche un plombier.',
    }),
  },
  {
    method: 'POST',
    path: '/api/artisan/email/register',
    access: 'public',
    body: (world) => ({
      nom: 'Artisan',
      prenom: 'Paul',
      email: 'paul@example.fr',
      phone: '0555000010',
      entrepriseNom: 'Paul Couverture',
      siret: VALID_SIRET,
      specialiteId: world.specialiteId,
      ville: 'Tulle',
      message: 'Je souhaite rejoindre l’annuaire.',
    }),
  },
  {
    method: 'POST',
    path: '/api/artisan/email/reset-password',
    access: 'public',
    body: () => ({ email: 'artisan@example.fr' }),
  },
  { method: 'GET', path: '/api/specialite', access: 'public' },
  {
    method: 'POST',
    path: '/api/specialite',
    access: 'admin',
    body: (world) => ({ metier: 'Couvreur', pathImg: world.uploadedImage }),
  },
  { method: 'GET', path: '/api/specialite/usage', access: 'admin' },
  { method: 'GET', path: '/api/specialite/specialites-artisan/:artisanId', access: 'public' },
  { method: 'GET', path: '/api/specialite/:id', access: 'public' },
  {
    method: 'PUT',
    path: '/api/specialite/:id',
    access: 'admin',
    body: (world) => ({ metier: 'Zingueur', pathImg: world.uploadedImage }),
  },
  { method: 'DELETE', path: '/api/specialite/:id', access: 'admin' },
  { method: 'POST', path: '/api/specialite/upload-file', access: 'admin', body: 'multipart' },
  { method: 'GET', path: '/api/artisan/details/artisan/:artisanId', access: 'public' },
  {
    method: 'GET',
    path: '/api/artisan/details/type-artisan/:id',
    access: 'public',
    query: () => ({ type: 'IMG_PRINCIPALE' }),
  },
  {
    method: 'POST',
    path: '/api/artisan/details',
    access: 'owner',
    // A qualification with every field (issue 21), so that the fuzzer mutates each of them.
    body: (world) => ({
      artisanId: world.ownArtisanId,
      type: 'NORME',
      pathImg: world.uploadedImage,
      description: '5111 – Plomberie sanitaire',
      organisme: 'Qualibat',
      numero: 'E-E123456',
      dateDebut: '2025-01-01',
      dateFin: '2028-12-31',
      rge: true,
    }),
  },
  {
    method: 'PUT',
    path: '/api/artisan/details/:id',
    access: 'owner',
    body: () => ({
      type: 'ASSURANCE',
      organisme: 'SMABTP',
      numero: 'RCD-1234567',
      dateDebut: '2026-01-01',
      dateFin: '2026-12-31',
      description: 'Responsabilité civile décennale',
    }),
  },
  { method: 'DELETE', path: '/api/artisan/details/:id', access: 'owner' },
  {
    method: 'PUT',
    path: '/api/artisan/details/:id/verification',
    access: 'admin',
    body: () => ({ verifiee: true }),
  },
  { method: 'POST', path: '/api/artisan/details/:artisanId/upload-file', access: 'owner', body: 'multipart' },
  {
    method: 'GET',
    path: '/api/artisan/artisans',
    access: 'public',
    query: (world) => ({ page: '1', size: '20', q: 'plomb', specialite: String(world.specialiteId) }),
  },
  {
    method: 'GET',
    path: '/api/artisan/map',
    access: 'public',
    query: (world) => ({ metier: String(world.specialiteId), urgence: '1', dispo: '7' }),
  },
  {
    method: 'GET',
    path: '/api/artisan/map/vue',
    access: 'public',
    query: (world) => ({
      ...LIMOUSIN_VIEW,
      zoom: '8',
      metier: String(world.specialiteId),
    }),
  },
  {
    method: 'GET',
    path: '/api/artisan/map/vue',
    access: 'public',
    query: () => ({
      ...LIMOUSIN_VIEW,
      zoom: '11',
      noteMin: '3',
      avecAvis: '1',
      rge: '1',
      couvre: '1',
      lat: '45.27',
      lon: '1.77',
    }),
  },
  {
    method: 'GET',
    path: '/api/artisan/map/vue/artisans',
    access: 'public',
    query: (world) => ({
      ...LIMOUSIN_VIEW,
      page: '1',
      size: '20',
      metier: String(world.specialiteId),
      urgence: '1',
      dispo: '7',
    }),
  },
  {
    method: 'GET',
    path: '/api/recherche',
    access: 'public',
    query: () => ({ q: 'plombier tulle', page: '1' }),
  },
  { method: 'GET', path: '/api/recherche/suggestions', access: 'public', query: () => ({ q: 'plomb' }) },
  {
    method: 'GET',
    path: '/api/artisan/artisans-specialite/:specialiteId',
    access: 'public',
    query: () => ({ page: '1', size: '10', lat: '45.15', lon: '1.53', urgence: '1', dispo: '7' }),
  },
  { method: 'GET', path: '/api/artisan/:id', access: 'public' },
  { method: 'GET', path: '/api/artisan/:id/zone.svg', access: 'public' },
  {
    method: 'POST',
    path: '/api/artisan',
    access: 'admin',
    body: (world) => artisanBody(world),
  },
  {
    method: 'PUT',
    path: '/api/artisan/:id',
    access: 'owner',
    body: (world) => artisanBody(world),
  },
  { method: 'DELETE', path: '/api/artisan/:id', access: 'admin' },
  { method: 'GET', path: '/api/artisan/:id/compte', access: 'owner' },
  {
    method: 'POST',
    path: '/api/demandes',
    access: 'public',
    body: (world) => ({
      nom: 'Jean Visiteur',
      email: 'jean@example.fr',
      telephone: '06 12 34 56 78',
      codePostal: '19100',
      message: 'Bonjour, je souhaite un devis pour une salle de bains.',
      consentement: true,
      artisanIds: [world.ownArtisanId, world.otherArtisanId],
    }),
  },
  { method: 'GET', path: '/api/artisan/:artisanId/demandes', access: 'owner' },
  { method: 'GET', path: '/api/demandes', access: 'admin' },
  { method: 'GET', path: '/api/demandes/:id', access: 'admin' },
  { method: 'PUT', path: '/api/demandes/:id', access: 'artisan', body: () => ({ traitee: true }) },
  { method: 'POST', path: '/api/demandes/:id/lue', access: 'artisan' },
  { method: 'DELETE', path: '/api/demandes/:id', access: 'admin' },
  { method: 'GET', path: '/api/artisan/:artisanId/alertes-demandes', access: 'owner' },
  {
    method: 'PUT',
    path: '/api/artisan/:artisanId/alertes-demandes',
    access: 'owner',
    body: () => ({ mode: 'QUOTIDIEN' }),
  },
  { method: 'POST', path: '/api/demandes/recapitulatifs', access: 'admin' },
  {
    method: 'POST',
    path: '/api/avis/invitations',
    access: 'artisan',
    body: () => ({ email: 'client@example.fr' }),
  },
  {
    method: 'POST',
    path: '/api/artisan/:artisanId/avis-demandes',
    access: 'public',
    body: () => ({ email: 'client@example.fr', dateExperience: '2025-06' }),
  },
  { method: 'GET', path: '/api/avis/invitations', access: 'artisan' },
  { method: 'GET', path: '/api/avis/invitations/:token', access: 'public' },
  { method: 'GET', path: '/api/demandes/suivi/:token', access: 'public' },
  { method: 'POST', path: '/api/demandes/suivi/:token/retrait', access: 'public' },
  { method: 'GET', path: '/api/demandes/refus/:jeton', access: 'public' },
  { method: 'POST', path: '/api/demandes/refus/:jeton', access: 'public' },
  { method: 'DELETE', path: '/api/demandes/refus/:jeton', access: 'public' },
  {
    method: 'GET',
    path: '/api/artisan/:artisanId/alternatives',
    access: 'public',
    query: () => ({ lat: '45.159', lon: '1.533' }),
  },
  {
    method: 'POST',
    path: '/api/avis',
    access: 'public',
    body: () => ({
      token: `1.${'A'.repeat(43)}`,
      nombreEtoiles: 5,
      commentaire: 'Travail soigné, chantier propre.',
      dateExperience: '2025-06',
      auteur: 'Marie D.',
      consentement: true,
    }),
  },
  { method: 'GET', path: '/api/avis/moderation', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/avis/:id/moderation',
    access: 'admin',
    body: () => ({ decision: 'REFUSER', motif: 'HORS_SUJET' }),
  },
  {
    method: 'PUT',
    path: '/api/note/:id/reponse',
    access: 'artisan',
    body: () => ({ texte: 'Merci pour votre retour.' }),
  },
  {
    method: 'POST',
    path: '/api/note/:id/signalement',
    access: 'artisan',
    body: () => ({ motif: 'Je ne connais pas ce client.' }),
  },
  {
    method: 'POST',
    path: '/api/registres/retraits',
    access: 'public',
    body: (world) => ({
      siret: VALID_SIRET,
      email: 'gerant@example.fr',
      motif: 'Je ne souhaite pas figurer dans l’annuaire.',
      artisanId: world.otherArtisanId,
    }),
  },
  {
    method: 'GET',
    path: '/api/registres/retraits',
    access: 'admin',
    query: () => ({ page: '1', size: '20', statut: 'EN_ATTENTE' }),
  },
  { method: 'POST', path: '/api/registres/retraits/:id/acceptation', access: 'admin' },
  {
    method: 'POST',
    path: '/api/registres/retraits/:id/refus',
    access: 'admin',
    body: () => ({ motif: 'Le SIRET ne correspond pas à votre entreprise.' }),
  },
  // « C'est votre entreprise ? »: the claims for administrators; the claim itself anyone, its key (or the letter's
  // code) in the body.
  {
    method: 'GET',
    path: '/api/revendications',
    access: 'admin',
    query: () => ({ page: '1', size: '20', statut: 'EN_COURS' }),
  },
  { method: 'GET', path: '/api/revendications/fiches/:artisanId', access: 'public' },
  {
    method: 'POST',
    path: '/api/revendications',
    access: 'public',
    body: (world) => ({
      artisanId: world.otherArtisanId,
      nom: 'Paul Martin',
      email: 'paul.martin@example.fr',
      telephone: '06 12 34 56 78',
      role: 'DIRIGEANT',
      certification: true,
      preuve: 'EMAIL',
    }),
  },
  {
    method: 'POST',
    path: '/api/revendications/code',
    access: 'public',
    body: () => ({ jeton: `1.${'a'.repeat(43)}`, code: '123456' }),
  },
  {
    method: 'POST',
    path: '/api/revendications/code/renvoi',
    access: 'public',
    body: () => ({ jeton: `1.${'a'.repeat(43)}` }),
  },
  {
    method: 'POST',
    path: '/api/revendications/courrier',
    access: 'public',
    body: () => ({ code: 'K7PM-Q2XD-9HTR' }),
  },
  {
    method: 'POST',
    path: '/api/revendications/:id/refus',
    access: 'admin',
    body: () => ({ motif: 'Le dirigeant n’a pas fait cette demande.' }),
  },
  {
    method: 'POST',
    path: '/api/revendications/:id/reprise',
    access: 'admin',
    body: () => ({ motif: 'La fiche a été prise par un tiers.' }),
  },
  { method: 'POST', path: '/api/revendications/documents', access: 'public', body: 'multipart' },
  { method: 'GET', path: '/api/revendications/:id/documents/:documentId', access: 'admin' },
  { method: 'POST', path: '/api/revendications/:id/acceptation', access: 'admin', body: () => ({}) },
];

function artisanBody(world: FuzzWorld): Record<string, unknown> {
  return {
    userId: world.spareUserId,
    entrepriseNom: 'Menuiserie Fuzz',
    adresse: { rue: '2 rue Neuve', ville: 'Tulle', codePostal: '19000', pays: 'France' },
    anneeExperience: 12,
    rayonActivite: 40,
    latitude: 45.26,
    longitude: 1.77,
    siret: VALID_SIRET,
    siren: VALID_SIREN,
    googlePlaceId: null,
    dateCreationEntreprise: '2012-03-04',
    specialites: [world.specialiteId],
    depannageUrgence: true,
    depannageHoraires: '7j/7, 7 h – 22 h',
    disponibleSousJours: 3,
  };
}
