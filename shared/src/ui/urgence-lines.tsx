// The urgency and availability lines (contract/urgence.ts) of the trade page's cards, the map's popups and the
// public profile: « Dépannage en urgence » (with its hours when known) and « Disponible sous N jours » (with the day
// it was given when known). Nothing when the artisan stated neither.
import {
  DEPANNAGE_URGENCE_LABEL,
  disponibiliteLabel,
  disponibiliteWithDate,
} from '../contract/urgence-texts';
import styles from './urgence-lines.module.css';

export interface UrgenceLinesProps {
  depannageUrgence: boolean;
  depannageHoraires?: string | null;
  disponibleSousJours: number | null;
  disponibiliteIndiqueeLe?: string | null;
  className?: string;
}

export function UrgenceLines({
  depannageUrgence,
  depannageHoraires,
  disponibleSousJours,
  disponibiliteIndiqueeLe,
  className,
}: UrgenceLinesProps) {
  if (!depannageUrgence && disponibleSousJours === null) return null;
  return (
    <ul className={[styles.lines, className].filter(Boolean).join(' ')}>
      {depannageUrgence ? (
        <li className={styles.urgence}>
          {DEPANNAGE_URGENCE_LABEL}
          {depannageHoraires ? ` · ${depannageHoraires}` : null}
        </li>
      ) : null}
      {disponibleSousJours !== null ? (
        <li>
          {disponibiliteIndiqueeLe
            ? disponibiliteWithDate(disponibleSousJours, disponibiliteIndiqueeLe)
            : disponibiliteLabel(disponibleSousJours)}
        </li>
      ) : null}
    </ul>
  );
}
