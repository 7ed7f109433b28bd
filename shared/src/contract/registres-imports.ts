// The runs of the registers' importer (api/src/registres/import.ts, `npm run import:registres`) as the table
// registre_imports keeps them: GET /api/registres/imports lists them, newest first, one page at a time, and GET
// /api/registres/imports/{id} gives one run's whole report (administrators only). The French words, the statut's
// labels and the reasons a row is skipped are in registres-messages.ts, without zod, for the back office's screen.
import { z } from 'zod';
import './zod-config';
import {
  REGISTRE_IMPORT_STATUTS,
  REGISTRE_IMPORTS_LIMITS,
  REGISTRE_IMPORTS_MESSAGES,
  REGISTRES_POSITION_REASONS,
  REGISTRES_RGE_REASONS,
  REGISTRES_SKIP_REASONS,
} from './registres-messages';

export {
  REGISTRE_IMPORT_STATUT_LABELS,
  REGISTRE_IMPORT_STATUTS,
  REGISTRE_IMPORTS_LIMITS,
  REGISTRE_IMPORTS_MESSAGES,
  type RegistreImportStatut,
} from './registres-messages';

const count = z.number().int();

/**
 * Rows counted by reason, `{ reason: count }`, each reason one of `labels`' keys and present only when some row had
 * it. A reason the contract does not know is left out of the answer rather than refused.
 */
function countsBy<K extends string>(labels: Readonly<Record<K, string>>) {
  const shape = Object.fromEntries(Object.keys(labels).map((reason) => [reason, count.optional()]));
  return z.object(shape as Record<K, z.ZodOptional<typeof count>>);
}

export const RegistreImportStatutSchema = z.enum(REGISTRE_IMPORT_STATUTS);

/** A file the run read: its role (etablissements, unitesLegales, geolocalisation, rge), name, bytes and SHA-256. */
export const RegistreImportFileSchema = z.object({
  role: z.string(),
  name: z.string(),
  size: count,
  sha256: z.string(),
});
export type RegistreImportFile = z.infer<typeof RegistreImportFileSchema>;

/** A run as the list shows it: when, which départements (null: the whole of France), and its counts. */
export const RegistreImportSummarySchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  /** null while the run is under way. */
  endedAt: z.string().nullable(),
  statut: RegistreImportStatutSchema,
  departements: z.array(z.string()).nullable(),
  lues: count,
  retenues: count,
  inserees: count,
  modifiees: count,
  inchangees: count,
  /** Establishments the run closed: now `F` in the stock, or absent from a stock covering their département. */
  fermees: count,
  /** Rows of the stock not kept, by the reasons of REGISTRES_SKIP_REASONS. */
  ignorees: countsBy(REGISTRES_SKIP_REASONS),
});
export type RegistreImportSummary = z.infer<typeof RegistreImportSummarySchema>;

/** The rest of a run's report: closures, withdrawals, legal units, positions and the RGE list. */
export const RegistreImportDetailsSchema = z.object({
  fermeesEtatF: count,
  fermeesAbsentes: count,
  /** Rows deleted because their SIRET is on the suppression list (RGPD article 21). */
  retirees: count,
  /** null when no file of legal units was read. */
  unitesLegales: z.object({ lues: count, retenues: count }).nullable(),
  positions: z.object({
    geolocalisation: count,
    stock: count,
    aucune: count,
    refusees: countsBy(REGISTRES_POSITION_REASONS),
  }),
  /** null when no RGE list was read. */
  rge: z
    .object({
      /** The list's date, `YYYY-MM-DD`. */
      date: z.string(),
      lues: count,
      retenues: count,
      inserees: count,
      modifiees: count,
      inchangees: count,
      terminees: count,
      ignorees: countsBy(REGISTRES_RGE_REASONS),
    })
    .nullable(),
});
export type RegistreImportDetails = z.infer<typeof RegistreImportDetailsSchema>;

/** One run's whole report. */
export const RegistreImportSchema = RegistreImportSummarySchema.extend({
  fichiers: z.array(RegistreImportFileSchema),
  /** null while the run is under way: the importer writes its report when it ends. */
  details: RegistreImportDetailsSchema.nullable(),
  /** The first errors only (unreadable rows, a failed run's cause). */
  erreurs: z.array(z.string()),
});
export type RegistreImport = z.infer<typeof RegistreImportSchema>;

export const RegistreImportPageSchema = z.object({
  items: z.array(RegistreImportSummarySchema),
  total: count,
  page: count,
  size: count,
  pageCount: count,
});
export type RegistreImportPage = z.infer<typeof RegistreImportPageSchema>;

/** GET /api/registres/imports: page 1 and REGISTRE_IMPORTS_LIMITS.pageSize runs by default. */
export const RegistreImportListQuerySchema = z.object({
  page: z.coerce
    .number({ error: REGISTRE_IMPORTS_MESSAGES.page })
    .int({ error: REGISTRE_IMPORTS_MESSAGES.page })
    .min(1, { error: REGISTRE_IMPORTS_MESSAGES.page })
    .max(REGISTRE_IMPORTS_LIMITS.pageMax, { error: REGISTRE_IMPORTS_MESSAGES.page })
    .optional(),
  size: z.coerce
    .number({ error: REGISTRE_IMPORTS_MESSAGES.size })
    .int({ error: REGISTRE_IMPORTS_MESSAGES.size })
    .min(1, { error: REGISTRE_IMPORTS_MESSAGES.size })
    .max(REGISTRE_IMPORTS_LIMITS.pageSizeMax, { error: REGISTRE_IMPORTS_MESSAGES.size })
    .optional(),
});
export type RegistreImportListQuery = z.infer<typeof RegistreImportListQuerySchema>;
