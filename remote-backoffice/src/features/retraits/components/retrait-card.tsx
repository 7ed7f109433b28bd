// One request on « Demandes de retrait »: its SIRET and status, when it came and was decided, the requester's e-mail,
// the listing it names (a link to the public page, and whether an account holds it), the register's establishment of
// the SIRET, the reason; for a decided one the refusal's reason or what the acceptance did; for a waiting one
// « Accepter » and « Refuser », each naming the SIRET for screen readers.
import type { Ref } from 'react';
import {
  RETRAIT_RESULTAT_LABELS,
  RETRAIT_STATUT_LABELS,
  type DemandeRetrait,
} from '@annuaire/shared/contract/retrait';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { formatDateTime } from '../../../utils/format-date';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import styles from './retraits-page.module.css';

export interface RetraitCardProps {
  retrait: DemandeRetrait;
  /** The title, which takes the focus once the request is decided. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** A decision is under way: the buttons wait. */
  busy: boolean;
  onAccept(): void;
  onRefuse(): void;
}

export function RetraitCard({ retrait, titleRef, busy, onAccept, onRefuse }: RetraitCardProps) {
  const siret = formatSiret(retrait.siret);
  const titleId = `retrait-${retrait.id}`;
  const waiting = retrait.statut === 'EN_ATTENTE';
  return (
    <article className={styles.card} aria-labelledby={titleId} data-statut={retrait.statut}>
      <header className={styles.header}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          SIRET {siret}
        </h2>
        <span className={styles.statut} data-statut={retrait.statut}>
          {RETRAIT_STATUT_LABELS[retrait.statut]}
        </span>
      </header>
      <p className={styles.meta}>
        Reçue le <time dateTime={retrait.creeeLe}>{formatDateTime(retrait.creeeLe)}</time>
        {retrait.traiteeLe ? (
          <>
            {' '}
            · traitée le <time dateTime={retrait.traiteeLe}>{formatDateTime(retrait.traiteeLe)}</time>
          </>
        ) : null}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${retrait.email}`}>{retrait.email}</a>
          </dd>
        </div>
        <div>
          <dt>Fiche</dt>
          <dd>
            {retrait.fiche && retrait.artisanId !== null ? (
              <>
                <Link to={hrefs.artisan(retrait.artisanId)}>{retrait.fiche.entrepriseNom}</Link>
                {retrait.fiche.compte ? ' (rattachée à un compte artisan)' : ' (sans compte artisan)'}
              </>
            ) : (
              'Non indiquée'
            )}
          </dd>
        </div>
        <div>
          <dt>Établissement des registres</dt>
          <dd>
            {retrait.etablissement
              ? [retrait.etablissement.nom ?? 'Nom non diffusé', retrait.etablissement.commune]
                  .filter(Boolean)
                  .join(', ')
              : 'Absent des registres importés'}
          </dd>
        </div>
      </dl>
      <p className={styles.text}>
        <span className={styles.label}>Motif : </span>
        {retrait.motif}
      </p>
      {retrait.statut === 'REFUSEE' && retrait.motifRefus ? (
        <p className={styles.text}>
          <span className={styles.label}>Motif du refus : </span>
          {retrait.motifRefus}
        </p>
      ) : null}
      {retrait.statut === 'ACCEPTEE' && retrait.resultat ? (
        <p className={styles.text}>{RETRAIT_RESULTAT_LABELS[retrait.resultat]}</p>
      ) : null}
      {waiting ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            onClick={onAccept}
            disabled={busy}
            aria-label={`Accepter la demande du SIRET ${siret}`}
          >
            Accepter
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={onRefuse}
            disabled={busy}
            aria-label={`Refuser la demande du SIRET ${siret}`}
          >
            Refuser
          </Button>
        </div>
      ) : null}
    </article>
  );
}
