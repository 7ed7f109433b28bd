// The words and figures of « Imports des registres », in French: a run's statut, départements and duration, its
// counts, its files' roles and sizes, and its rows counted by reason under the contract's labels (the words the
// command `npm run import:registres` prints in its report).
import {
  REGISTRE_IMPORT_STATUT_LABELS,
  REGISTRE_IMPORTS_MESSAGES,
  REGISTRES_COMMAND_MESSAGES,
  type RegistreImportStatut,
} from '@annuaire/shared/contract/registres-messages';

const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A count as French figures (« 1 234 »). */
export function formatCount(value: number): string {
  return integer.format(value);
}

export function statutLabel(statut: RegistreImportStatut): string {
  return REGISTRE_IMPORT_STATUT_LABELS[statut] ?? statut;
}

/** The départements a run covered: its --departements, or « Toute la France » without them. */
export function departementsText(departements: readonly string[] | null): string {
  return departements ? departements.join(', ') : REGISTRE_IMPORTS_MESSAGES.wholeFrance;
}

/**
 * The time a run took, as the command writes it: « 45 s », « 3 min 5 s », « 1 h 2 min », « moins d’1 s »; null while
 * it runs (no end yet) or when a date cannot be read.
 */
export function durationText(startedAt: string, endedAt: string | null): string | null {
  if (endedAt === null) return null;
  const ms = Date.parse(endedAt) - Date.parse(startedAt);
  if (!Number.isFinite(ms)) return null;
  if (ms < 1000) return 'moins d’1 s';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

/** The rows a run skipped, whatever the reason. */
export function totalCount(counts: Readonly<Record<string, number | undefined>>): number {
  return Object.values(counts).reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/**
 * Counts by reason, in the order of the contract's `labels`, each label capitalized: the reasons that counted at
 * least one row.
 */
export function reasonRows<K extends string>(
  counts: Readonly<Partial<Record<K, number>>>,
  labels: Readonly<Record<K, string>>,
): [label: string, count: number][] {
  return (Object.keys(labels) as K[]).flatMap((reason) => {
    const count = counts[reason] ?? 0;
    return count > 0 ? [[capitalize(labels[reason]), count] as [string, number]] : [];
  });
}

/** What a file was to the run (« Stock des établissements »), as the command's report names it. */
export function roleLabel(role: string): string {
  return capitalize(REGISTRES_COMMAND_MESSAGES.roles[role] ?? role);
}

const UNITS = ['Ko', 'Mo', 'Go', 'To'] as const;

/** A file's size: « 512 octets », or « 5,0 Ko (5 113 octets) » from a kibioctet on, the exact bytes kept. */
export function sizeText(bytes: number): string {
  const exact = `${formatCount(bytes)} octet${bytes > 1 ? 's' : ''}`;
  if (bytes < 1024) return exact;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${UNITS[unit]} (${exact})`;
}
