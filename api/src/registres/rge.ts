// From a row of ADEME's « Liste des entreprises RGE » to a qualification of the establishment with that SIRET. Each
// row is one qualification (a body, a code, a domain of works, its dates); the list names the businesses that hold
// the RGE mention (« Reconnu garant de l'environnement »), so every row is RGE, and comes from ADEME rather than
// from the artisan. The list's telephone, e-mail and website are kept for the relay to the business, never shown.
import {
  canonicalOrganisme,
  isCalendarDay,
  QUALIFICATION_LIMITS,
} from '@annuaire/shared/contract/qualification-rules';
import type { RegistresRgeReason } from '@annuaire/shared/contract/registres-messages';
import { field } from './etablissement';
import type { CsvRecord, RequiredColumns } from './read-csv';

/** The columns of ADEME's list the importer cannot do without. */
export const RGE_COLUMNS: RequiredColumns = [
  'siret',
  'organisme',
  'code_qualification',
  'nom_qualification',
  'lien_date_debut',
  'lien_date_fin',
];

export interface RgeQualificationDraft {
  siret: string;
  /** The body as the directory writes it (« Qualit’EnR »), whatever the list's case. */
  organisme: string;
  code: string | null;
  nom: string | null;
  /** The certificate's name (« QualiPAC », « Qualibat RGE »). */
  certificat: string | null;
  domaine: string | null;
  metaDomaine: string | null;
  /** `YYYY-MM-DD`. */
  dateDebut: string | null;
  dateFin: string | null;
  /** Whether the qualification covers works for private persons (ADEME's `particulier`). */
  particulier: boolean | null;
  rge: true;
  source: 'ADEME';
  /** The list's ways to reach the business: for the relay, not for the public page. */
  contact: { telephone: string | null; email: string | null; siteInternet: string | null };
}

export type RgeOutcome =
  | { ok: true; qualification: RgeQualificationDraft }
  | { ok: false; reason: RegistresRgeReason; siret: string };

/** A day of the list as `YYYY-MM-DD`: ISO (with or without a time) or French `JJ/MM/AAAA`; undefined if unreadable. */
export function rgeDate(value: string | null): string | null | undefined {
  if (!value) return null;
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const day = french ? `${french[3]}-${french[2]}-${french[1]}` : value.slice(0, 10);
  if (!isCalendarDay(day)) return undefined;
  if (day < QUALIFICATION_LIMITS.dateMin || day > QUALIFICATION_LIMITS.dateMax) return undefined;
  return day;
}

/**
 * The body's name: a body the directory lists as it writes it (canonicalOrganisme); another one, which ADEME writes
 * in lower case (« opqibi »), in capitals when it is a single word, as these acronyms are.
 */
export function rgeOrganisme(value: string): string {
  const canonical = canonicalOrganisme(value);
  if (canonical !== value.trim().replace(/\s+/g, ' ')) return canonical;
  return /^[\p{Ll}\d]+$/u.test(canonical) ? canonical.toUpperCase() : canonical;
}

function flag(value: string | null): boolean | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if (['true', 'oui', '1', 'vrai'].includes(lower)) return true;
  if (['false', 'non', '0', 'faux'].includes(lower)) return false;
  return null;
}

/** A row of ADEME's list to a qualification draft, or the reason it is skipped. */
export function rgeToQualification(record: CsvRecord): RgeOutcome {
  const siret = (field(record, 'siret') ?? '').replace(/\s/g, '');
  if (!/^\d{14}$/.test(siret)) return { ok: false, reason: 'sansSiret', siret };
  const organisme = field(record, 'organisme');
  if (!organisme) return { ok: false, reason: 'sansOrganisme', siret };
  const code = field(record, 'code_qualification');
  const nom = field(record, 'nom_qualification');
  if (!code && !nom) return { ok: false, reason: 'sansQualification', siret };
  const dateDebut = rgeDate(field(record, 'lien_date_debut'));
  const dateFin = rgeDate(field(record, 'lien_date_fin'));
  if (dateDebut === undefined || dateFin === undefined) return { ok: false, reason: 'dateInvalide', siret };
  if (dateDebut && dateFin && dateFin < dateDebut) return { ok: false, reason: 'datesInversees', siret };
  return {
    ok: true,
    qualification: {
      siret,
      organisme: rgeOrganisme(organisme),
      code,
      nom,
      certificat: field(record, 'nom_certificat'),
      domaine: field(record, 'domaine'),
      metaDomaine: field(record, 'meta_domaine'),
      dateDebut,
      dateFin,
      particulier: flag(field(record, 'particulier')),
      rge: true,
      source: 'ADEME',
      contact: {
        telephone: field(record, 'telephone'),
        email: field(record, 'email'),
        siteInternet: field(record, 'site_internet'),
      },
    },
  };
}
