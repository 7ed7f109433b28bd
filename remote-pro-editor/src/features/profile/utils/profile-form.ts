// The editor's form: its values as typed, the rules of SPEC 5 (with the contract's messages), and which of the
// three saves (artisan, account, description) a change needs. Pure, so every rule is tested without a browser.
import {
  AnneeExperienceSchema,
  RayonActiviteSchema,
  type ArtisanPublic,
  type ArtisanSelfUpdate,
} from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { PhoneSchema } from '@annuaire/shared/contract/common';
import { LIMITS } from '@annuaire/shared/contract/limits';
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
}

export type ProfileField = 'anneeExperience' | 'rayonActivite' | 'telephone' | 'description';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The three calls a save may need, each sent only when its fields changed. */
export type ProfilePart = 'artisan' | 'contact' | 'description';

/** Field order on the page, to focus the first invalid one. */
export const FIELD_ORDER: readonly ProfileField[] = [
  'anneeExperience',
  'rayonActivite',
  'telephone',
  'description',
];

export const RAYON_REQUIRED = "Le rayon d'activité est obligatoire.";

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
  };
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : (result.error?.issues[0]?.message ?? MESSAGES.badRequest);
}

/** Optional: empty is fine, else a whole number of years from 0 to 100. */
export function validateAnneeExperience(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  // Number('') and Number(' ') are 0, and '1e1' is 10: only plain digits (or a sign the schema refuses) go on.
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return "Les années d'expérience doivent être un nombre entier.";
  return firstIssue(AnneeExperienceSchema.safeParse(text.replace(',', '.')));
}

/** Required, whole kilometres, at most 100 (SPEC 5 and 9). */
export function validateRayonActivite(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return RAYON_REQUIRED;
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return "Le rayon d'activité doit être un nombre entier de kilomètres.";
  return firstIssue(RayonActiviteSchema.safeParse(text.replace(',', '.')));
}

/** Optional; when filled, digits only, 10 to 15 of them, else the spec's 'Numéro de téléphone invalide.' */
export function validateTelephone(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return firstIssue(PhoneSchema.safeParse(text));
}

/** 500 characters or more are refused (SPEC 5): the limit counts what the artisan sees in the box. */
export function validateDescription(value: string): string | undefined {
  return value.length >= LIMITS.descriptionMaxLength ? MESSAGES.descriptionTooLong : undefined;
}

export function validateProfile(values: ProfileValues, withContact: boolean): ProfileErrors {
  const errors: ProfileErrors = {
    anneeExperience: validateAnneeExperience(values.anneeExperience),
    rayonActivite: validateRayonActivite(values.rayonActivite),
    telephone: withContact ? validateTelephone(values.telephone) : undefined,
    description: validateDescription(values.description),
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
      return validateDescription(values.description);
  }
}

/** The artisan's fields as the API takes them (call only once the values are valid). */
export function toArtisanFields(values: ProfileValues): ArtisanSelfUpdate {
  const years = values.anneeExperience.trim();
  return {
    anneeExperience: years === '' ? null : Number(years.replace(',', '.')),
    rayonActivite: Number(values.rayonActivite.trim().replace(',', '.')),
    specialites: [...new Set(values.specialites)].sort((a, b) => a - b),
  };
}

export function toContactFields(values: ProfileValues): ContactFields {
  return { telephone: values.telephone.trim(), personnalDataToShow: values.personnalDataToShow };
}

function sameArtisan(a: ProfileValues, b: ProfileValues): boolean {
  const left = [a.anneeExperience.trim(), a.rayonActivite.trim(), [...a.specialites].sort().join(',')];
  const right = [b.anneeExperience.trim(), b.rayonActivite.trim(), [...b.specialites].sort().join(',')];
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
  }
  if (parts.includes('contact')) {
    next.telephone = current.telephone;
    next.personnalDataToShow = current.personnalDataToShow;
  }
  if (parts.includes('description')) next.description = current.description;
  return next;
}
