// The French messages of the importer of the public registers (INSEE's SIRENE stock and its geolocation, ADEME's
// list of RGE businesses), without zod: the command prints them and stops before writing anything, and the back
// office's « Imports des registres » shows its runs' reports with the same words.

export const REGISTRES_MESSAGES = {
  fileUnreadable: (file: string, reason: string) => `Impossible de lire le fichier ${file} : ${reason}.`,
  fileNotFound: (file: string) => `Le fichier ${file} n’existe pas.`,
  fileIsDirectory: (file: string) => `${file} est un dossier, pas un fichier.`,
  fileEmpty: (file: string) => `Le fichier ${file} est vide.`,
  notCsv: (file: string) =>
    `Le fichier ${file} n’est ni un fichier CSV ni une archive zip : sa première ligne doit nommer les colonnes, séparées par des virgules ou des points-virgules.`,
  zipUnreadable: (file: string, reason: string) => `L’archive zip ${file} est illisible : ${reason}.`,
  zipWithoutCsv: (file: string) => `L’archive zip ${file} ne contient aucun fichier .csv.`,
  zipMethod: (file: string, entry: string) =>
    `Le fichier ${entry} de l’archive ${file} est compressé d’une manière que l’import ne lit pas (seules « stored » et « deflate » le sont).`,
  missingColumns: (file: string, label: string, columns: readonly string[]) =>
    columns.length === 1
      ? `Le fichier ${file} (${label}) n’a pas la colonne ${columns[0]}.`
      : `Le fichier ${file} (${label}) n’a pas les colonnes ${columns.slice(0, -1).join(', ')} et ${columns.at(-1)}.`,
  departementInvalid: (code: string) =>
    `« ${code} » n’est pas un département : --departements attend des codes comme 19, 2A ou 974, séparés par des virgules.`,
  departementsEmpty: '--departements attend au moins un code de département, comme 19, 2A ou 974.',
  csvRow: (file: string, line: number, reason: string) => `Fichier ${file}, ligne ${line} : ${reason}`,
} as const;

/** Why a row of a register does not become a listing, and the words the run's report counts it under. */
export const REGISTRES_SKIP_REASONS = {
  ferme: 'établissement fermé',
  horsBatiment: 'activité hors du bâtiment',
  sansMetier: 'activité du bâtiment sans métier de l’annuaire',
  horsDepartements: 'hors des départements choisis',
  sansSiret: 'SIRET absent ou invalide',
  sansCommune: 'commune absente',
  suppression: 'retiré de l’annuaire à la demande de l’entreprise (RGPD, article 21)',
} as const;
export type RegistresSkipReason = keyof typeof REGISTRES_SKIP_REASONS;

/** Why a position from a register is not used. */
export const REGISTRES_POSITION_REASONS = {
  absente: 'aucune coordonnée',
  invalide: 'coordonnées illisibles',
  projectionInconnue: 'projection inconnue',
  horsFrance: 'position hors de France',
} as const;
export type RegistresPositionReason = keyof typeof REGISTRES_POSITION_REASONS;

/** Why a row of ADEME's RGE list does not become a qualification. */
export const REGISTRES_RGE_REASONS = {
  sansSiret: 'SIRET absent ou invalide',
  sansOrganisme: 'organisme absent',
  sansQualification: 'qualification sans code ni nom',
  dateInvalide: 'date de début ou de fin illisible',
  datesInversees: 'fin de validité avant son début',
  horsEtablissements: 'SIRET absent des établissements retenus',
} as const;
export type RegistresRgeReason = keyof typeof REGISTRES_RGE_REASONS;

/** The words of the command `npm run import:registres`: its refusals, its progress and its report. */
export const REGISTRES_COMMAND_MESSAGES = {
  usage:
    'Usage : npm run import:registres -- --etablissements FICHIER [--unites-legales FICHIER] [--geolocalisation FICHIER] [--rge FICHIER] [--departements 19,24,46]',
  unknownOption: (option: string) => `Option inconnue : ${option}.`,
  missingValue: (option: string) => `L’option ${option} attend une valeur.`,
  repeatedOption: (option: string) => `L’option ${option} est donnée deux fois.`,
  missingEtablissements: 'L’option --etablissements (le stock des établissements de SIRENE) est obligatoire.',
  configInvalid: (problems: readonly string[]) => `Configuration invalide : ${problems.join(' ; ')}.`,
  databaseInUse: (lockFile: string, pid: number) =>
    `La base de données est utilisée par un autre processus (pid ${pid}, verrou ${lockFile}) : arrêtez « npm start » avant d’importer les registres sur PGlite, ou utilisez un serveur PostgreSQL (DATABASE_URL). Rien n’a été écrit.`,
  failed: (reason: string) => `L’import a échoué : ${reason}`,
  phases: {
    etablissements: 'établissements',
    unitesLegales: 'unités légales',
    geolocalisation: 'géolocalisation',
    ecriture: 'écriture des établissements retenus',
    rge: 'liste RGE',
  } as Readonly<Record<string, string>>,
  progress: (phase: string, rows: string, perSecond: string, kept: string, left: string | null) =>
    `${phase} : ${rows} lignes lues, ${perSecond} lignes/s, ${kept} retenues${left ? `, reste ${left}` : ''}`,
  reportTitle: (runId: number, seconds: string) =>
    `Import des registres n° ${runId} terminé en ${seconds} s.`,
  reportFile: (role: string, name: string, size: string, sha256: string) =>
    `  ${role} : ${name} (${size} octets, SHA-256 ${sha256})`,
  reportDepartements: (codes: readonly string[] | null) =>
    codes ? `Départements : ${codes.join(', ')}.` : 'Départements : toute la France.',
  reportEtablissements: (read: number, kept: number) =>
    `Établissements : ${read} lignes lues, ${kept} retenues.`,
  reportWrites: (inserted: number, updated: number, unchanged: number, closed: number) =>
    `  ${inserted} ajoutés, ${updated} modifiés, ${unchanged} inchangés, ${closed} fermés.`,
  reportSkipped: (label: string, count: number) => `  ignorés (${label}) : ${count}`,
  reportPositions: (geoloc: number, stock: number, none: number) =>
    `Positions : ${geoloc} du fichier de géolocalisation, ${stock} des coordonnées du stock, ${none} sans position.`,
  reportRge: (
    date: string,
    read: number,
    kept: number,
    inserted: number,
    updated: number,
    unchanged: number,
    ended: number,
  ) =>
    `Liste RGE du ${date} : ${read} lignes lues, ${kept} retenues ; ${inserted} qualifications ajoutées, ${updated} modifiées, ${unchanged} inchangées, ${ended} terminées.`,
  reportRemoved: (count: number) =>
    `Fiches retirées à la demande de l’entreprise (RGPD, article 21) : ${count}.`,
  reportErrors: (count: number) => `Erreurs (${count}) :`,
  reportPublishedTitle: (seconds: string) => `Publication dans l’annuaire terminée en ${seconds} s.`,
  reportPublished: (creees: number, liees: number, modifiees: number, fermees: number, rouvertes: number) =>
    `Fiches de l’annuaire : ${creees} créées, ${liees} reliées à une fiche existante, ${modifiees} mises à jour, ${fermees} fermées, ${rouvertes} rouvertes.`,
  reportUnpublished: (count: number) =>
    `Fiches non gérées retirées (diffusion partielle, retrait ou plus de métier) : ${count}.`,
  reportCommuneCentres: (count: number) => `Établissements placés au centre de leur commune : ${count}.`,
  reportNoCommunesIndex:
    'Index des communes absent (lancez « npm run build ») : les établissements sans position restent sans position.',
  reportNewTrades: (trades: readonly string[]) => `Métiers créés : ${trades.join(', ')}.`,
  reportQualificationsPublished: (creees: number, modifiees: number) =>
    `Qualifications RGE publiées : ${creees} créées, ${modifiees} mises à jour.`,
  roles: {
    etablissements: 'stock des établissements',
    unitesLegales: 'stock des unités légales',
    geolocalisation: 'géolocalisation des établissements',
    rge: 'liste des entreprises RGE',
  } as Readonly<Record<string, string>>,
} as const;

/** A run's `statut` in the table registre_imports: under way, finished, or stopped by an error. */
export const REGISTRE_IMPORT_STATUTS = ['en_cours', 'termine', 'echec'] as const;
export type RegistreImportStatut = (typeof REGISTRE_IMPORT_STATUTS)[number];

/** The back office's words for a run's statut. */
export const REGISTRE_IMPORT_STATUT_LABELS: Readonly<Record<RegistreImportStatut, string>> = {
  en_cours: 'En cours',
  termine: 'Terminé',
  echec: 'Échec',
};

/** The pages of GET /api/registres/imports: their default size, and the bounds of its page and size. */
export const REGISTRE_IMPORTS_LIMITS = {
  pageSize: 20,
  pageSizeMax: 100,
  pageMax: 100_000,
} as const;

/** The words of GET /api/registres/imports (administrators) and of the back office's « Imports des registres ». */
export const REGISTRE_IMPORTS_MESSAGES = {
  notFound: 'Import des registres introuvable.',
  page: `La page doit être un nombre entier entre 1 et ${REGISTRE_IMPORTS_LIMITS.pageMax}.`,
  size: `La taille de page doit être un nombre entier entre 1 et ${REGISTRE_IMPORTS_LIMITS.pageSizeMax}.`,
  empty: "Aucun import des registres pour l'instant.",
  emptyHint:
    'Un import se lance sur le serveur avec npm run import:registres -- --etablissements StockEtablissement_utf8.csv ' +
    '(et, au choix, --unites-legales, --geolocalisation, --rge, --departements) ; chacun apparaît ici avec son rapport.',
  /** A run without --departements. */
  wholeFrance: 'Toute la France',
} as const;
