// « Alertes de nouvelles demandes » in the editor's « Demandes » tab: « À chaque demande » (the default) or « Un
// récapitulatif par jour » (contract/demande-alertes.ts), two radios saved as soon as one is chosen, like the tab's
// « Marquer comme traitée ». The confirmation or the refusal is written beside them (a polite live region, an alert);
// a refusal brings the radios back to the stored choice. The artisan sets it, or an admin for it.
import { useId, useState } from 'react';
import {
  ALERTE_MODE_HINTS,
  ALERTE_MODE_LABELS,
  ALERTE_MODES,
  ALERTES_MESSAGES,
  ALERTES_TITLE,
  type AlerteMode,
} from '@annuaire/shared/contract/demande-alertes';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { Button } from '@annuaire/shared/ui/button';
import { useAlertesDemandesQuery, useUpdateAlertesDemandes } from '../api/alertes-demandes';
import styles from './demandes-section.module.css';

export const ALERTES_LOADING = 'Chargement de votre choix d’alertes...';
export const ALERTES_SAVING = 'Enregistrement...';

export function AlertesSetting({ artisanId, own }: { artisanId: number; own: boolean }) {
  const id = useId();
  const query = useAlertesDemandesQuery(artisanId);
  const update = useUpdateAlertesDemandes(artisanId);
  /** The choice being saved: shown checked until the server answers. */
  const [pending, setPending] = useState<AlerteMode | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const stored = query.data?.mode;
  const checked = pending ?? stored;

  async function choose(mode: AlerteMode) {
    setPending(mode);
    setConfirmation(ALERTES_SAVING);
    setFailure(null);
    try {
      await update.mutateAsync({ mode });
      setConfirmation(`${ALERTES_MESSAGES.saved} ${ALERTE_MODE_LABELS[mode]}.`);
    } catch (error) {
      setConfirmation('');
      setFailure(`${ALERTES_MESSAGES.saveFailed} ${errorMessage(error)}`);
    } finally {
      setPending(null);
    }
  }

  const hintId = `${id}-aide`;
  return (
    <fieldset className={styles.alertes} aria-describedby={hintId} aria-busy={update.isPending || undefined}>
      <legend className={styles.alertesLegend}>{ALERTES_TITLE}</legend>
      <p id={hintId} className={styles.hint}>
        {own
          ? 'Comment être prévenu par e-mail des demandes des visiteurs.'
          : 'Comment l’artisan est prévenu par e-mail des demandes des visiteurs.'}
      </p>
      {query.isError && !query.data ? (
        <div className={styles.failure} role="alert">
          <p>{`${ALERTES_MESSAGES.loadFailed} ${errorMessage(query.error)}`}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </div>
      ) : stored === undefined ? (
        <p className={styles.hint}>{ALERTES_LOADING}</p>
      ) : (
        <div className={styles.alertesChoices}>
          {ALERTE_MODES.map((mode) => (
            <label key={mode} className={styles.alertesChoice}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={checked === mode}
                aria-describedby={`${id}-${mode}`}
                onChange={() => void choose(mode)}
              />
              <span>
                <span className={styles.alertesLabel}>{ALERTE_MODE_LABELS[mode]}</span>
                <span id={`${id}-${mode}`} className={styles.hint}>
                  {ALERTE_MODE_HINTS[mode]}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      <p className={styles.alertesConfirmation} aria-live="polite">
        {confirmation}
      </p>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </fieldset>
  );
}
