// After « Demandes » in the editor's tabs: how many requests are still to handle, in words for a screen reader
// (« 3 à traiter »); nothing while loading or when there are none. src/app gives it to the editor's tabs.
import type { Role } from '@annuaire/shared/contract/auth';
import { useArtisanDemandesQuery } from '../api/get-demandes';
import styles from './demandes-section.module.css';

export function DemandesBadge({ artisanId }: { artisanId: number; role: Role }) {
  const { data } = useArtisanDemandesQuery(artisanId);
  if (!data || data.nonTraitees === 0) return null;
  return (
    <span className={styles.badge}>
      {data.nonTraitees}
      <span className="visually-hidden"> à traiter</span>
    </span>
  );
}
