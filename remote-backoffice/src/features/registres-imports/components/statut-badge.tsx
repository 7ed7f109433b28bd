// A run's statut in words (« En cours », « Terminé », « Échec »), coloured by it; the words alone carry the meaning.
import type { RegistreImportStatut } from '@annuaire/shared/contract/registres-messages';
import { statutLabel } from '../utils/import-texts';
import styles from './statut-badge.module.css';

export function StatutBadge({ statut }: { statut: RegistreImportStatut }) {
  return (
    <span className={styles.badge} data-statut={statut}>
      {statutLabel(statut)}
    </span>
  );
}
