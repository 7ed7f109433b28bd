// The map's « Filtres (N) » (issue 21): under the search bar, a native disclosure (keyboard and screen reader ready,
// readable without JavaScript, closed on the server and at first in the browser alike) with the trade page's filters
// under the same labels: « Seulement les artisans qui interviennent à cette adresse » once there is a point (with
// how many artisans come there), « Note minimale », « Avec avis », « Artisans RGE (qualification valide) », « Dépannage en
// urgence » and « Disponible sous ». N
// counts the filters on. Each change applies at once (the page writes it in the URL and asks the API for the view
// and its list with it). The controls wait for hydration, when a change would be lost. Used by the map page, which owns the state.
import type { Ref } from 'react';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { IconChevronDown } from '@annuaire/shared/ui/icons';
import { Select } from '@annuaire/shared/ui/select';
import {
  AVEC_AVIS_LABEL,
  DISPO_LABEL,
  NOTE_MIN_LABEL,
  RGE_FILTER_LABEL,
  URGENCE_FILTER_LABEL,
  dispoOptions,
  filtersSummary,
  noteOptions,
} from '../../../utils/trade-filter-texts';
import { mapFilterCount, type MapFilters as MapFiltersState } from '../utils/map-query';
import { CoverageFilter } from './coverage-filter';
import styles from './map-filters.module.css';
import { usePendingFilters } from '../../../utils/use-pending-filters';

export const NOTE_MIN_SELECT_ID = 'carte-note-min';
export const AVEC_AVIS_CHECKBOX_ID = 'carte-avec-avis';
export const RGE_CHECKBOX_ID = 'carte-rge';
export const URGENCE_CHECKBOX_ID = 'carte-urgence';
export const DISPO_SELECT_ID = 'carte-dispo';

export interface MapFiltersProps {
  filters: MapFiltersState;
  /** Whether there is a point (a place or the browser position): « Intervient chez moi » is offered only then. */
  withPoint: boolean;
  /** Before hydration, when a change would be lost. */
  disabled: boolean;
  /** How many artisans come to the point on the whole map, once couvre is on and known; null otherwise. */
  coverageCount: number | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChange(filters: Partial<MapFiltersState>): void;
  coverageRef?: Ref<HTMLInputElement>;
  summaryRef?: Ref<HTMLElement>;
}

export function MapFilters({
  filters,
  withPoint,
  disabled,
  coverageCount,
  open,
  onOpenChange,
  onChange,
  coverageRef,
  summaryRef,
}: MapFiltersProps) {
  // A filter shows its new state at once, while the navigation it starts is under way.
  const [shown, change] = usePendingFilters(filters, onChange);
  return (
    <details
      className={styles.filters}
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
    >
      <summary ref={summaryRef} className={styles.summary}>
        <span>{filtersSummary(mapFilterCount(shown))}</span>
        <IconChevronDown className={styles.chevron} />
      </summary>
      <div className={styles.body}>
        {withPoint ? (
          <CoverageFilter
            inputRef={coverageRef}
            checked={shown.couvre}
            disabled={disabled}
            count={coverageCount}
            onChange={(couvre) => change({ couvre })}
          />
        ) : null}
        <div className={styles.ratingFilters}>
          <Select
            id={NOTE_MIN_SELECT_ID}
            label={NOTE_MIN_LABEL}
            value={shown.noteMin === null ? '' : String(shown.noteMin)}
            disabled={disabled}
            onChange={(event) => change({ noteMin: event.target.value ? Number(event.target.value) : null })}
            options={noteOptions(shown.noteMin)}
            containerClassName={styles.noteMin}
          />
          <Checkbox
            id={AVEC_AVIS_CHECKBOX_ID}
            label={AVEC_AVIS_LABEL}
            checked={shown.avecAvis}
            disabled={disabled}
            onChange={(event) => change({ avecAvis: event.target.checked })}
            containerClassName={styles.avecAvis}
          />
        </div>
        <Checkbox
          id={RGE_CHECKBOX_ID}
          label={RGE_FILTER_LABEL}
          checked={shown.rge}
          disabled={disabled}
          onChange={(event) => change({ rge: event.target.checked })}
        />
        <div className={styles.ratingFilters}>
          <Checkbox
            id={URGENCE_CHECKBOX_ID}
            label={URGENCE_FILTER_LABEL}
            checked={shown.urgence}
            disabled={disabled}
            onChange={(event) => change({ urgence: event.target.checked })}
            containerClassName={styles.avecAvis}
          />
          <Select
            id={DISPO_SELECT_ID}
            label={DISPO_LABEL}
            value={shown.dispo === null ? '' : String(shown.dispo)}
            disabled={disabled}
            onChange={(event) => change({ dispo: event.target.value ? Number(event.target.value) : null })}
            options={dispoOptions(shown.dispo)}
            containerClassName={styles.noteMin}
          />
        </div>
      </div>
    </details>
  );
}
