// UrgenceFields: « Dépannage en urgence », its hours (shown once it is checked, then required) and « Disponible sous
// (jours) », with the limits of contract/urgence-texts.ts. The artisan's editor and the back office's artisan form
// both show them; each binds the controls to its own form (value, error, change, blur) and lays out the two text
// fields in its own columns.
import type { ReactNode } from 'react';
import { DEPANNAGE_URGENCE_LABEL, URGENCE_LIMITS } from '../contract/urgence-texts';
import { Checkbox, type CheckboxProps } from './checkbox';
import { TextField, type TextFieldProps } from './input';

export interface UrgenceFieldsProps {
  /** The checkbox's binding; its hint says who intervenes (« Vous intervenez… », « L’artisan intervient… »). */
  urgence: Omit<CheckboxProps, 'label'> & { hint: ReactNode };
  /** The hours' and the availability's bindings (id, name, value, error, onChange, onBlur). */
  horaires: Omit<TextFieldProps, 'label'>;
  disponible: Omit<TextFieldProps, 'label'>;
  /** The class of the box holding the two text fields (a grid of columns). */
  columnsClassName?: string;
}

export function UrgenceFields({ urgence, horaires, disponible, columnsClassName }: UrgenceFieldsProps) {
  return (
    <>
      <Checkbox label={DEPANNAGE_URGENCE_LABEL} {...urgence} />
      <div className={columnsClassName}>
        {urgence.checked ? (
          <TextField
            label="Horaires du dépannage en urgence"
            hint={`Par exemple « 7j/7, 7 h – 22 h ». ${URGENCE_LIMITS.horairesMax} caractères au maximum.`}
            required
            maxLength={URGENCE_LIMITS.horairesMax}
            {...horaires}
          />
        ) : null}
        <TextField
          label="Disponible sous (jours)"
          hint={`Facultatif. De ${URGENCE_LIMITS.disponibleSousJoursMin} à ${URGENCE_LIMITS.disponibleSousJoursMax} jours ; affiché avec sa date et retiré après ${URGENCE_LIMITS.disponibiliteValiditeJours} jours.`}
          type="number"
          inputMode="numeric"
          min={URGENCE_LIMITS.disponibleSousJoursMin}
          max={URGENCE_LIMITS.disponibleSousJoursMax}
          step={1}
          {...disponible}
        />
      </div>
    </>
  );
}
