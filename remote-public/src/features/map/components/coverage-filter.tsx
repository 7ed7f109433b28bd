// « Intervient chez moi » on the map (issue 21): in « Filtres (N) » once there is a point (a place searched or the
// browser position), the box « Seulement les artisans qui interviennent à cette adresse » (couvre=1 in the URL),
// and once checked how many artisans come there on the whole map (the list only holds the visible area). Used by
// the map's filters (map-filters.tsx); the map page owns the state (the URL).
import type { Ref } from 'react';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { COUVRE_LABEL } from '../../../utils/coverage-text';

export const COVERAGE_CHECKBOX_ID = 'carte-couvre';

/** « 12 artisans interviennent à cette adresse » (all of them, not only those in view). */
export function coveringCountText(count: number): string {
  return count === 1
    ? '1 artisan intervient à cette adresse.'
    : `${count.toLocaleString('fr-FR')} artisans interviennent à cette adresse.`;
}

export interface CoverageFilterProps {
  checked: boolean;
  /** Before hydration, when a click would be lost. */
  disabled: boolean;
  /** How many artisans come to the point on the whole map, once checked and known; null otherwise. */
  count: number | null;
  onChange(checked: boolean): void;
  inputRef?: Ref<HTMLInputElement>;
}

export function CoverageFilter({ checked, disabled, count, onChange, inputRef }: CoverageFilterProps) {
  return (
    <Checkbox
      ref={inputRef}
      id={COVERAGE_CHECKBOX_ID}
      label={COUVRE_LABEL}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      // Nobody: the list says so, with its way back.
      hint={checked && count !== null && count > 0 ? coveringCountText(count) : undefined}
    />
  );
}
