// Qualifications and insurance: a certification (NORME detail) states the body that granted it, its
// number and its validity, and may carry the RGE mention; the ten-year liability insurance (décennale) is an
// ASSURANCE detail with the same fields, the insurer as organisme. The rules, the French messages and the status of
// a validity on a given day (in France) live here, without zod: the public artisan page reads a validity and
// downloads no validator. The fields' zod schemas are in qualification.ts, which re-exports all of this.
import { frenchDate } from '../domain/french-dates';

export const QUALIFICATION_LIMITS = {
  organismeMin: 2,
  organismeMax: 80,
  numeroMax: 40,
  /** The longest validity accepted: a Qualibat qualification lasts 4 years, an insurance certificate one. */
  dureeMaxAnnees: 10,
  dateMin: '1990-01-01',
  dateMax: '2100-12-31',
  /** The artisan is warned this many days before a validity ends. */
  alerteJours: 30,
} as const;

/** The bodies offered by the forms for a qualification; any other can be typed (« Autre organisme »). */
export const QUALIFICATION_ORGANISMES = [
  'Qualibat',
  'Qualifelec',
  'Qualit’EnR',
  'Handibat',
  'Certibat',
  'Cequami',
] as const;

/** Of those, the bodies the State lists as granting the RGE mention (« Reconnu garant de l’environnement »). */
export const RGE_ORGANISMES = ['Qualibat', 'Qualifelec', 'Qualit’EnR', 'Certibat', 'Cequami'] as const;

export const QUALIFICATION_MESSAGES = {
  organismeRequired: 'Indiquez l’organisme.',
  assureurRequired: 'Indiquez l’assureur.',
  organismeLength: `Le nom de l’organisme compte de ${QUALIFICATION_LIMITS.organismeMin} à ${QUALIFICATION_LIMITS.organismeMax} caractères.`,
  numeroRequired: 'Indiquez le numéro.',
  numeroInvalid: `Le numéro compte ${QUALIFICATION_LIMITS.numeroMax} caractères au plus : lettres, chiffres, espaces, points, tirets ou barres obliques.`,
  dateDebutRequired: 'Indiquez la date de début de validité.',
  dateFinRequired: 'Indiquez la date de fin de validité.',
  dateInvalid: 'Date invalide : un jour entre 1990 et 2100.',
  dateOrder: 'La fin de validité doit suivre son début.',
  dureeMax: `Une qualification ou une assurance est valable ${QUALIFICATION_LIMITS.dureeMaxAnnees} ans au plus.`,
  rgeOrganisme: `La mention RGE n’est délivrée que par ${RGE_ORGANISMES.slice(0, -1).join(', ')} ou ${RGE_ORGANISMES.at(-1)}.`,
  rgeType: 'Seule une qualification peut porter la mention RGE.',
  normeEmpty:
    'Ajoutez l’image du certificat, ou renseignez l’organisme, le numéro et les dates de la qualification.',
} as const;

/**
 * Whether a declared qualification or insurance was checked: an administrator ticks « Vérifiée » in the back office
 * (PUT /api/artisan/details/{id}/verification) after checking it with the body or the insurer; any change to what
 * was checked clears it. The public page, the editor and the back office say it in these words.
 */
export const QUALIFICATION_VERIFICATION = {
  /** Public page and back office: checked. */
  verifiee: 'Vérifiée',
  /** Public page: not checked (yet). */
  nonVerifiee: 'Déclarée par l’artisan, non vérifiée',
  /** Editor: what the artisan sees of its own unchecked declaration. */
  enAttente: 'En attente de vérification',
  /** Back office: the checkbox's label. */
  checkboxLabel: 'Vérifiée',
  /** Back office and editor: what a check gives, and what takes it away. */
  explanation:
    'Le badge RGE ne s’affiche qu’une fois la qualification vérifiée par l’administration ; toute modification de l’organisme, du numéro, des dates ou de la mention RGE annule la vérification.',
  verified: 'La qualification est marquée vérifiée.',
  unverified: 'La vérification est retirée.',
  notVerifiable:
    'Seule une qualification ou une assurance renseignée (organisme, numéro et dates) peut être vérifiée.',
  verifieeRequired: 'Indiquez si la qualification est vérifiée (verifiee : true ou false).',
} as const;

/** Lower case, no accent, no apostrophe, space or hyphen: « QUALIT'ENR » and « Qualit’EnR » are one body. */
function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`\s-]/g, '');
}

/** A listed body's name as the site writes it, whatever its case or apostrophe; any other name trimmed. */
export function canonicalOrganisme(name: string): string {
  const folded = foldName(name);
  return (
    QUALIFICATION_ORGANISMES.find((known) => foldName(known) === folded) ?? name.trim().replace(/\s+/g, ' ')
  );
}

export function grantsRge(organisme: string | null | undefined): boolean {
  return !!organisme && (RGE_ORGANISMES as readonly string[]).includes(canonicalOrganisme(organisme));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a real calendar day. */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day `years` later than `day` (`YYYY-MM-DD`), 29 February giving 1 March in a common year. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

export interface QualificationFields {
  organisme?: string | null;
  numero?: string | null;
  dateDebut?: string | null;
  dateFin?: string | null;
  rge?: boolean | null;
}

type Issue = { message: string; path: string[] };

/**
 * The rules that tie the fields together, as issues on the field they concern: the end after the start, at most
 * QUALIFICATION_LIMITS.dureeMaxAnnees years, RGE only for a qualification of a listed body. `required` says whether
 * the four fields must all be there (an insurance, a new qualification) or may all be absent (a certificate's
 * picture alone, as the spec had it).
 */
export function qualificationIssues(
  fields: QualificationFields,
  { type, required }: { type: 'NORME' | 'ASSURANCE'; required: boolean },
): Issue[] {
  const issues: Issue[] = [];
  const present = [fields.organisme, fields.numero, fields.dateDebut, fields.dateFin].some(
    (value) => value !== null && value !== undefined && value !== '',
  );
  if (required || present) {
    if (!fields.organisme)
      issues.push({
        path: ['organisme'],
        message:
          type === 'ASSURANCE'
            ? QUALIFICATION_MESSAGES.assureurRequired
            : QUALIFICATION_MESSAGES.organismeRequired,
      });
    if (!fields.numero) issues.push({ path: ['numero'], message: QUALIFICATION_MESSAGES.numeroRequired });
    if (!fields.dateDebut)
      issues.push({ path: ['dateDebut'], message: QUALIFICATION_MESSAGES.dateDebutRequired });
    if (!fields.dateFin) issues.push({ path: ['dateFin'], message: QUALIFICATION_MESSAGES.dateFinRequired });
  }
  if (
    fields.dateDebut &&
    fields.dateFin &&
    isCalendarDay(fields.dateDebut) &&
    isCalendarDay(fields.dateFin)
  ) {
    if (fields.dateFin < fields.dateDebut)
      issues.push({ path: ['dateFin'], message: QUALIFICATION_MESSAGES.dateOrder });
    else if (fields.dateFin > addYears(fields.dateDebut, QUALIFICATION_LIMITS.dureeMaxAnnees))
      issues.push({ path: ['dateFin'], message: QUALIFICATION_MESSAGES.dureeMax });
  }
  if (fields.rge) {
    if (type !== 'NORME') issues.push({ path: ['rge'], message: QUALIFICATION_MESSAGES.rgeType });
    else if (fields.organisme && !grantsRge(fields.organisme))
      issues.push({ path: ['rge'], message: QUALIFICATION_MESSAGES.rgeOrganisme });
  }
  return issues;
}

/** Today in France, `YYYY-MM-DD`: the day a validity is read against. */
export function parisToday(now: Date = new Date()): string {
  // Swedish writes dates as ISO does.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day `days` after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Where a validity stands on `today`: VALIDE; EXPIRE_BIENTOT within QUALIFICATION_LIMITS.alerteJours days of its
 * last day; A_VENIR before its first day; EXPIREE after its last; null without dates (a certificate's picture).
 */
export type ValiditeStatut = 'VALIDE' | 'EXPIRE_BIENTOT' | 'A_VENIR' | 'EXPIREE';

export function validiteStatut(
  fields: Pick<QualificationFields, 'dateDebut' | 'dateFin'>,
  today: string,
): ValiditeStatut | null {
  const { dateDebut, dateFin } = fields;
  if (!dateDebut || !dateFin) return null;
  if (dateFin < today) return 'EXPIREE';
  if (dateDebut > today) return 'A_VENIR';
  return dateFin <= addDays(today, QUALIFICATION_LIMITS.alerteJours) ? 'EXPIRE_BIENTOT' : 'VALIDE';
}

/** Whether the public sees this detail: everything but an expired qualification or insurance. */
export function isShownPublicly(
  detail: { type: string } & Pick<QualificationFields, 'dateDebut' | 'dateFin'>,
  today: string,
): boolean {
  if (detail.type !== 'NORME' && detail.type !== 'ASSURANCE') return true;
  return validiteStatut(detail, today) !== 'EXPIREE';
}

/**
 * A checked RGE qualification valid today: what the RGE badge and the `rge=1` filter count (a declared one that no
 * administrator checked gives no badge).
 */
export function isValidRge(
  detail: { type: string; verifiee: boolean } & QualificationFields,
  today: string,
): boolean {
  const statut = validiteStatut(detail, today);
  return (
    detail.type === 'NORME' &&
    detail.rge === true &&
    detail.verifiee &&
    (statut === 'VALIDE' || statut === 'EXPIRE_BIENTOT')
  );
}

/** Whether a detail may be checked: a NORME or ASSURANCE with its body, number and validity. */
export function isVerifiable(
  detail: { type: string } & Pick<QualificationFields, 'organisme' | 'numero' | 'dateDebut'>,
): boolean {
  return (
    (detail.type === 'NORME' || detail.type === 'ASSURANCE') &&
    !!detail.organisme &&
    !!detail.numero &&
    !!detail.dateDebut
  );
}

/** The public line of a validity: « Valide jusqu’au 12 mars 2027 », or « Valide du … au … » before it starts. */
export function validiteText(
  fields: Pick<QualificationFields, 'dateDebut' | 'dateFin'>,
  today: string,
): string | null {
  const statut = validiteStatut(fields, today);
  if (!statut) return null;
  const fin = frenchDate(fields.dateFin!);
  if (statut === 'A_VENIR') return `Valide du ${frenchDate(fields.dateDebut!)} au ${fin}`;
  if (statut === 'EXPIREE') return `Expirée le ${fin}`;
  return `Valide jusqu’au ${fin}`;
}

/**
 * What the artisan (in the editor) or an administrator (in the back office) is told of a validity ending soon or
 * ended; null otherwise.
 */
export function validiteWarning(
  fields: Pick<QualificationFields, 'dateDebut' | 'dateFin'>,
  today: string,
  reader: 'artisan' | 'admin' = 'artisan',
): string | null {
  const statut = validiteStatut(fields, today);
  const fin = fields.dateFin ? frenchDate(fields.dateFin) : null;
  if (statut === 'EXPIRE_BIENTOT') return `Expire le ${fin} : pensez à la renouveler.`;
  if (statut === 'EXPIREE') {
    const page = reader === 'admin' ? 'la page publique de l’artisan' : 'votre page publique';
    return `Expirée le ${fin} : elle n’est plus affichée sur ${page}.`;
  }
  return null;
}
