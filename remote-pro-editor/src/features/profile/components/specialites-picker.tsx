// The multi-select of trades: a filter box (case and accents ignored) over a list of checkboxes, with the chosen
// trades summed up above, so that a choice hidden by the filter is never forgotten; at least one is required (the
// contract's SpecialitesSchema), its error under the boxes.
import { useId, useMemo, useState } from 'react';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { matchesQuery } from '@annuaire/shared/domain/text';
import { CheckboxGroup } from '@annuaire/shared/ui/checkbox';
import { FieldError } from '@annuaire/shared/ui/field';
import { IconSearch } from '@annuaire/shared/ui/icons';
import { TextField } from '@annuaire/shared/ui/input';
import styles from './specialites-picker.module.css';

export interface SpecialitesPickerProps {
  specialites: readonly Specialite[];
  value: number[];
  onChange(value: number[]): void;
  /** The contract's message when no trade is chosen (« Choisissez au moins une spécialité. »). */
  error?: string;
}

export function SpecialitesPicker({ specialites, value, onChange, error }: SpecialitesPickerProps) {
  const [query, setQuery] = useState('');
  const summaryId = useId();
  const sorted = useMemo(
    () => [...specialites].sort((a, b) => a.metier.localeCompare(b.metier, 'fr', { sensitivity: 'base' })),
    [specialites],
  );
  const visible = sorted.filter((specialite) => matchesQuery(specialite.metier, query));
  const chosen = sorted.filter((specialite) => value.includes(specialite.id));

  return (
    <div className={styles.picker}>
      <p id={summaryId} className={styles.summary} aria-live="polite">
        {chosen.length === 0
          ? 'Aucune spécialité choisie.'
          : `${chosen.length} spécialité${chosen.length > 1 ? 's' : ''} choisie${chosen.length > 1 ? 's' : ''} : ${chosen.map((specialite) => specialite.metier).join(', ')}.`}
      </p>
      <TextField
        type="search"
        label="Filtrer les spécialités"
        hideLabel
        placeholder="Spécialité..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        leadingIcon={<IconSearch />}
        autoComplete="off"
      />
      {visible.length === 0 ? (
        <>
          <p className={styles.none}>Aucune spécialité ne correspond à « {query.trim()} ».</p>
          {/* The boxes are hidden by the filter: the error stays in sight all the same. */}
          <FieldError id={undefined} error={error} />
        </>
      ) : (
        <CheckboxGroup
          legend="Mes spécialités"
          options={visible.map((specialite) => ({ value: specialite.id, label: specialite.metier }))}
          // Choices hidden by the filter stay chosen: the group only sees and changes the visible ones.
          value={value.filter((id) => visible.some((specialite) => specialite.id === id))}
          onChange={(visibleChosen) =>
            onChange([
              ...value.filter((id) => !visible.some((specialite) => specialite.id === id)),
              ...visibleChosen,
            ])
          }
          name="specialites"
          error={error}
          columns
          className={styles.group}
        />
      )}
    </div>
  );
}
