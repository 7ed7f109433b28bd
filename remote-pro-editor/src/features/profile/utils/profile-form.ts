// The editor's form: its values as typed, checked by the contract's schemas (its rules and messages, SPEC 5), and
// which of the three saves (artisan, account, description) a change needs. Pure, so it is tested without a browser.
import {
  AnneeExperienceSchema,
  RayonActiviteSchema,
  SpecialitesSchema,
  type ArtisanPublic,
  type ArtisanSelfUpdate,
} from '@annuaire/shared/contract/artisan';
import {
  DepannageHorairesSchema,
  DisponibleSousJoursSchema,
  URGENCE_MESSAGES,
} from '@annuaire/shared/contract/urgence';
import { DescriptionSchema, type ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { PhoneSchema } from '@annuaire/shared/contract/common';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import type { PersonnalDataToShow, User } from '@annuaire/shared/contract/user';
import type { ContactFields } from '../api/update-contact';

/** What the form holds: numbers stay text while typed, so that nothing the artisan typed is ever rewritten. */
export interface ProfileValues {
  anneeExperience: string;
  rayonActivite: string;
  telephone: string;
  personnalDataToShow: PersonnalDataToShow;
  description: string;
  specialites: number[];
  /** « Dépannage en urgence », its hours, and « Disponible sous N jours » as typed (contract/urgence.ts). */
  depannageUrgence: boolean;
  depannageHoraires: string;
  disponibleSousJours: string;
}

export type ProfileField =
  | 'anneeExperience'
  | 'rayonActivite'
  | 'telephone'
  | 'description'
  | 'specialites'
  | 'depannageHoraires'
  | 'disponibleSousJours';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** What a section of the editor's form gets: the values and their errors, and how to change or check a field. */
export interface ProfileFormControls {
  values: ProfileValues;
  errors: ProfileErrors;
  update<K extends keyof ProfileValues>(field: K, value: ProfileValues[K]): void;
  validateOnBlur(field: ProfileField): void;
}

/** The three calls a save may need, each sent only when its fields changed. */
export type ProfilePart = 'artisan' | 'contact' | 'description';

/** Field order on the page, to focus the first invalid one. */
export const FIELD_ORDER: readonly ProfileField[] = [
  'anneeExperience',
  'rayonActivite',
  'telephone',
  'depannageHoraires',
  'disponibleSousJours',
  'description',
  'specialites',
];

export function descriptionDetailOf(details: readonly ArtisanDetail[]): ArtisanDetail | null {
  return details.find((detail) => detail.type === 'DESCRIPTION') ?? null;
}

export function toProfileValues(
  artisan: ArtisanPublic,
  account: User | null,
  details: readonly ArtisanDetail[],
): ProfileValues {
  return {
    anneeExperience: artisan.anneeExperience === null ? '' : String(artisan.anneeExperience),
    rayonActivite: String(artisan.rayonActivite),
    telephone: account?.telephone ?? '',
    personnalDataToShow: account?.personnalDataToShow ?? null,
    description: descriptionDetailOf(details)?.description ?? '',
    specialites: [...artisan.specialites],
    depannageUrgence: artisan.depannageUrgence,
    depannageHoraires: artisan.depannageHoraires ?? '',
    disponibleSousJours: artisan.disponibleSousJours === null ? '' : String(artisan.disponibleSousJours),
  };
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : (result.error?.issues[0]?.message ?? MESSAGES.badRequest);
}

/**
 * What the contract's number schemas check for a typed number: undefined when nothing is typed, the number for plain
 * digits (a comma as decimal point), and for anything else ('dix', '1e1', which Number() would read as 10) a
 * fraction, which the schemas refuse as not a whole number.
 */
function numberInput(value: string): number | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : 0.5;
}

/** Optional: empty is fine, else a whole number of years from 0 to 100. */
export function validateAnneeExperience(value: string): string | undefined {
  return firstIssue(AnneeExperienceSchema.safeParse(numberInput(value)));
}

/** Required, whole kilometres, at most 100 (SPEC 5 and 9). */
export function validateRayonActivite(value: string): string | undefined {
  return firstIssue(RayonActiviteSchema.safeParse(numberInput(value)));
}

/** Optional; when filled, digits only, 10 to 15 of them, else the spec's MESSAGES.phoneInvalid. */
export function validateTelephone(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return firstIssue(PhoneSchema.safeParse(text));
}

/**
 * Optional here (emptied, the description is deleted); written, the contract's DescriptionSchema checks it, as the
 * API does: under 500 characters once trimmed.
 */
function checkDescription(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  return firstIssue(DescriptionSchema.safeParse(value));
}

/** At least one trade (issue 22: a profile without one vanishes from every trade page), as the API checks. */
export function validateSpecialites(value: readonly number[]): string | undefined {
  return firstIssue(SpecialitesSchema.safeParse([...new Set(value)]));
}

/** Required with the emergency service, one line of at most URGENCE_LIMITS.horairesMax characters. */
export function validateDepannageHoraires(values: ProfileValues): string | undefined {
  if (!values.depannageUrgence) return undefined;
  if (values.depannageHoraires.trim() === '') return URGENCE_MESSAGES.horairesRequired;
  return firstIssue(DepannageHorairesSchema.safeParse(values.depannageHoraires));
}

/** Optional; when typed, a whole number of days from 1 to 90. */
export function validateDisponibleSousJours(value: string): string | undefined {
  const number = numberInput(value);
  return number === undefined ? undefined : firstIssue(DisponibleSousJoursSchema.safeParse(number));
}

export function validateProfile(values: ProfileValues, withContact: boolean): ProfileErrors {
  const errors: ProfileErrors = {
    anneeExperience: validateAnneeExperience(values.anneeExperience),
    rayonActivite: validateRayonActivite(values.rayonActivite),
    telephone: withContact ? validateTelephone(values.telephone) : undefined,
    description: checkDescription(values.description),
    specialites: validateSpecialites(values.specialites),
    depannageHoraires: validateDepannageHoraires(values),
    disponibleSousJours: validateDisponibleSousJours(values.disponibleSousJours),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ProfileErrors;
}

export function validateField(field: ProfileField, values: ProfileValues): string | undefined {
  switch (field) {
    case 'anneeExperience':
      return validateAnneeExperience(values.anneeExperience);
    case 'rayonActivite':
      return validateRayonActivite(values.rayonActivite);
    case 'telephone':
      return validateTelephone(values.telephone);
    case 'description':
      return checkDescription(values.description);
    case 'specialites':
      return validateSpecialites(values.specialites);
    case 'depannageHoraires':
      return validateDepannageHoraires(values);
    case 'disponibleSousJours':
      return validateDisponibleSousJours(values.disponibleSousJours);
  }
}

/** The artisan's fields as the API takes them (call only once the values are valid). */
export function toArtisanFields(values: ProfileValues): ArtisanSelfUpdate {
  return {
    anneeExperience: numberInput(values.anneeExperience) ?? null,
    rayonActivite: numberInput(values.rayonActivite) ?? 0,
    specialites: [...new Set(values.specialites)].sort((a, b) => a - b),
    depannageUrgence: values.depannageUrgence,
    depannageHoraires: values.depannageUrgence ? values.depannageHoraires.trim() : null,
    disponibleSousJours: numberInput(values.disponibleSousJours) ?? null,
  };
}

export function toContactFields(values: ProfileValues): ContactFields {
  return { telephone: values.telephone.trim(), personnalDataToShow: values.personnalDataToShow };
}

function sameArtisan(a: ProfileValues, b: ProfileValues): boolean {
  const fields = (values: ProfileValues) => [
    values.anneeExperience.trim(),
    values.rayonActivite.trim(),
    [...values.specialites].sort().join(','),
    String(values.depannageUrgence),
    values.depannageHoraires.trim(),
    values.disponibleSousJours.trim(),
  ];
  const left = fields(a);
  const right = fields(b);
  return left.every((value, index) => value === right[index]);
}

function sameContact(a: ProfileValues, b: ProfileValues): boolean {
  // An empty visibility and NOTHING show the same thing to the public.
  const visibility = (value: PersonnalDataToShow) => value ?? 'NOTHING';
  return (
    a.telephone.trim() === b.telephone.trim() &&
    visibility(a.personnalDataToShow) === visibility(b.personnalDataToShow)
  );
}

/** The saves that `current` needs compared with what the server holds (`saved`). */
export function changedParts(saved: ProfileValues, current: ProfileValues): ProfilePart[] {
  const parts: ProfilePart[] = [];
  if (!sameArtisan(saved, current)) parts.push('artisan');
  if (!sameContact(saved, current)) parts.push('contact');
  if (saved.description.trim() !== current.description.trim()) parts.push('description');
  return parts;
}

/** `saved` with the fields of the parts that were just stored taken from `current`. */
export function markSaved(
  saved: ProfileValues,
  current: ProfileValues,
  parts: readonly ProfilePart[],
): ProfileValues {
  const next = { ...saved };
  if (parts.includes('artisan')) {
    next.anneeExperience = current.anneeExperience;
    next.rayonActivite = current.rayonActivite;
    next.specialites = [...current.specialites];
    next.depannageUrgence = current.depannageUrgence;
    next.depannageHoraires = current.depannageHoraires;
    next.disponibleSousJours = current.disponibleSousJours;
  }
  if (parts.includes('contact')) {
    next.telephone = current.telephone;
    next.personnalDataToShow = current.personnalDataToShow;
  }
  if (parts.includes('description')) next.description = current.description;
  return next;
}
