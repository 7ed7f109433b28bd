// QualificationFields: the fields of a qualification (NORME: its body, title, number, validity and the RGE mention)
// or of the ten-year liability insurance (ASSURANCE: the insurer, the cover, the policy number and its validity),
// shared by the profile editor and the back office. The rules and messages are the contract's
// (contract/qualification.ts); this only lays the fields out, turns a stored detail into form values and the values
// into the contract's fields. Each control carries the `name` of its contract field, so that a form's
// focusField(form, 'organisme') reaches the control that shows the error (the « Autre » input when it is chosen).
import type { ArtisanDetail } from '../contract/artisan-detail';
import {
  canonicalOrganisme,
  grantsRge,
  QUALIFICATION_LIMITS,
  QUALIFICATION_MESSAGES,
  QUALIFICATION_ORGANISMES,
} from '../contract/qualification';
import { Checkbox } from './checkbox';
import { TextField } from './input';
import { Select } from './select';
import styles from './qualification-fields.module.css';

export type QualificationType = 'NORME' | 'ASSURANCE';
export type QualificationField = 'organisme' | 'numero' | 'dateDebut' | 'dateFin' | 'rge' | 'description';

/** The fields in screen order (the focus goes to the first one in error). */
export const QUALIFICATION_FIELDS: readonly QualificationField[] = [
  'organisme',
  'description',
  'numero',
  'dateDebut',
  'dateFin',
  'rge',
];

export interface QualificationValues {
  /** A QUALIFICATION_ORGANISMES name, '' (none chosen) or AUTRE_ORGANISME (NORME); the insurer (ASSURANCE). */
  organisme: string;
  /** The typed name when « Autre organisme » is chosen. */
  organismeAutre: string;
  /** NORME: the qualification's title; ASSURANCE: the cover. Optional. */
  description: string;
  numero: string;
  /** '' or YYYY-MM-DD. */
  dateDebut: string;
  dateFin: string;
  rge: boolean;
}

/** The select's value for « Autre organisme »: no body's name can be it. */
export const AUTRE_ORGANISME = '__autre__';
export const AUTRE_ORGANISME_LABEL = 'Autre organisme';

export function emptyQualification(type: QualificationType): QualificationValues {
  void type;
  return {
    organisme: '',
    organismeAutre: '',
    description: '',
    numero: '',
    dateDebut: '',
    dateFin: '',
    rge: false,
  };
}

const LISTED: readonly string[] = QUALIFICATION_ORGANISMES;

/** A stored detail as form values: a body out of the list becomes « Autre organisme » with its name typed. */
export function qualificationValuesOf(detail: ArtisanDetail): QualificationValues {
  const type: QualificationType = detail.type === 'ASSURANCE' ? 'ASSURANCE' : 'NORME';
  const stored = detail.organisme?.trim() ?? '';
  let organisme = stored;
  let organismeAutre = '';
  if (type === 'NORME' && stored) {
    const canonical = canonicalOrganisme(stored);
    if (LISTED.includes(canonical)) organisme = canonical;
    else {
      organisme = AUTRE_ORGANISME;
      organismeAutre = stored;
    }
  }
  return {
    organisme,
    organismeAutre,
    description: detail.description ?? '',
    numero: detail.numero ?? '',
    dateDebut: detail.dateDebut ?? '',
    dateFin: detail.dateFin ?? '',
    rge: type === 'NORME' && detail.rge,
  };
}

/** The body's name the values give: the chosen one, the typed one with « Autre », the insurer; '' when none. */
function chosenOrganisme(type: QualificationType, values: QualificationValues): string {
  if (type === 'NORME' && values.organisme === AUTRE_ORGANISME) return values.organismeAutre.trim();
  return values.organisme.trim();
}

function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The contract fields to send (merge with { type, artisanId, pathImg }). The RGE mention is sent only for a
 * qualification whose body may grant it (the box is shown unchecked otherwise).
 */
export function toQualificationInput(
  type: QualificationType,
  values: QualificationValues,
): {
  organisme: string | null;
  numero: string | null;
  dateDebut: string | null;
  dateFin: string | null;
  rge: boolean;
  description: string | null;
} {
  const organisme = blankToNull(chosenOrganisme(type, values));
  return {
    organisme,
    numero: blankToNull(values.numero),
    dateDebut: blankToNull(values.dateDebut),
    dateFin: blankToNull(values.dateFin),
    rge: type === 'NORME' && values.rge && grantsRge(organisme),
    description: blankToNull(values.description),
  };
}

export interface QualificationFieldsProps {
  type: QualificationType;
  values: QualificationValues;
  onChange<K extends keyof QualificationValues>(field: K, value: QualificationValues[K]): void;
  /** French, shown next to the field (organisme errors next to the select or the « Autre » input). */
  errors: Partial<Record<QualificationField, string>>;
  /** Unique per form instance (useId). */
  idPrefix: string;
  disabled?: boolean;
}

const ORGANISME_OPTIONS = [
  ...QUALIFICATION_ORGANISMES.map((name) => ({ value: name, label: name })),
  { value: AUTRE_ORGANISME, label: AUTRE_ORGANISME_LABEL },
];

export function QualificationFields({
  type,
  values,
  onChange,
  errors,
  idPrefix,
  disabled = false,
}: QualificationFieldsProps) {
  const norme = type === 'NORME';
  const autre = norme && values.organisme === AUTRE_ORGANISME;
  // An insurance has every field; a qualification may be its certificate's picture alone.
  const required = !norme;
  const rgeAllowed = norme && grantsRge(chosenOrganisme(type, values));
  const rgeHint =
    errors.rge === QUALIFICATION_MESSAGES.rgeOrganisme ? undefined : QUALIFICATION_MESSAGES.rgeOrganisme;
  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <div className={styles.fields}>
      {norme ? (
        <div className={styles.organisme}>
          <Select
            id={id('organisme')}
            // The control showing the organisme's error carries its name (focusField).
            name={autre ? 'organismeChoix' : 'organisme'}
            label="Organisme"
            placeholder="Choisir un organisme"
            options={ORGANISME_OPTIONS}
            value={values.organisme}
            onChange={(event) => onChange('organisme', event.target.value)}
            error={autre ? undefined : errors.organisme}
            disabled={disabled}
          />
          {autre ? (
            <TextField
              id={id('organisme-autre')}
              name="organisme"
              label="Nom de l’organisme"
              value={values.organismeAutre}
              onChange={(event) => onChange('organismeAutre', event.target.value)}
              error={errors.organisme}
              maxLength={QUALIFICATION_LIMITS.organismeMax}
              autoComplete="off"
              disabled={disabled}
            />
          ) : null}
        </div>
      ) : (
        <TextField
          id={id('organisme')}
          name="organisme"
          label="Assureur"
          value={values.organisme}
          onChange={(event) => onChange('organisme', event.target.value)}
          error={errors.organisme}
          maxLength={QUALIFICATION_LIMITS.organismeMax}
          autoComplete="off"
          required={required}
          disabled={disabled}
        />
      )}

      <TextField
        id={id('description')}
        name="description"
        label={norme ? 'Intitulé de la qualification (facultatif)' : 'Garantie (facultatif)'}
        placeholder={norme ? 'Ex. 5111 – Plomberie sanitaire' : 'Ex. Responsabilité civile décennale'}
        value={values.description}
        onChange={(event) => onChange('description', event.target.value)}
        error={errors.description}
        autoComplete="off"
        disabled={disabled}
      />

      <TextField
        id={id('numero')}
        name="numero"
        label={norme ? 'Numéro de qualification' : 'Numéro de police'}
        value={values.numero}
        onChange={(event) => onChange('numero', event.target.value)}
        error={errors.numero}
        maxLength={QUALIFICATION_LIMITS.numeroMax}
        autoComplete="off"
        spellCheck={false}
        required={required}
        disabled={disabled}
      />

      <fieldset className={styles.validite} disabled={disabled}>
        <legend className={styles.legend}>Validité</legend>
        <div className={styles.dates}>
          <TextField
            id={id('date-debut')}
            name="dateDebut"
            type="date"
            label="Valable du"
            value={values.dateDebut}
            onChange={(event) => onChange('dateDebut', event.target.value)}
            error={errors.dateDebut}
            min={QUALIFICATION_LIMITS.dateMin}
            max={QUALIFICATION_LIMITS.dateMax}
            required={required}
          />
          <TextField
            id={id('date-fin')}
            name="dateFin"
            type="date"
            label="au"
            value={values.dateFin}
            onChange={(event) => onChange('dateFin', event.target.value)}
            error={errors.dateFin}
            min={values.dateDebut || QUALIFICATION_LIMITS.dateMin}
            max={QUALIFICATION_LIMITS.dateMax}
            required={required}
          />
        </div>
      </fieldset>

      {norme ? (
        <Checkbox
          id={id('rge')}
          name="rge"
          label="Mention RGE (Reconnu garant de l’environnement)"
          hint={rgeHint}
          error={errors.rge}
          checked={rgeAllowed && values.rge}
          onChange={(event) => onChange('rge', event.target.checked)}
          disabled={disabled || !rgeAllowed}
        />
      ) : null}
    </div>
  );
}
