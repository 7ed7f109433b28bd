// One claim on « Revendications de fiches »: the listing, the claimant and its certification of the trader
// information (Digital Services Act, article 30) with its date, the proof and the address that received the code,
// the account the claim created, an administrator's reason when one decided, and every step with its time. A claim
// in progress may be closed (« Clore la revendication »), the listing a validated claim gave taken back while its
// account manages it (« Reprendre la fiche »); each button names the listing for screen readers.
import type { Ref } from 'react';
import {
  REVENDICATION_EVENEMENT_LABELS,
  REVENDICATION_ROLE_LABELS,
  REVENDICATION_STATUT_LABELS,
  type Revendication,
} from '@annuaire/shared/contract/revendication';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { formatDateTime } from '../../../utils/format-date';
import type { RevendicationDecision } from '../api/decide-revendication';
import { DECISION_TEXTS } from './revendication-decision-dialog';
import styles from './revendications-page.module.css';

export interface RevendicationCardProps {
  claim: Revendication;
  /** The title, which takes the focus once the claim is decided. */
  titleRef?: Ref<HTMLHeadingElement>;
  onDecide(decision: RevendicationDecision): void;
}

/** The decision an administrator may take on a claim, if any. */
function decisionOf(claim: Revendication): RevendicationDecision | null {
  if (claim.statut === 'EN_COURS') return 'refus';
  if (claim.statut === 'VALIDEE' && claim.compte !== null) return 'reprise';
  return null;
}

export function RevendicationCard({ claim, titleRef, onDecide }: RevendicationCardProps) {
  const titleId = `revendication-${claim.id}`;
  const decision = decisionOf(claim);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-statut={claim.statut}>
      <header className={styles.header}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          <Link to={hrefs.artisan(claim.artisanId)}>{claim.entrepriseNom}</Link>
        </h2>
        <span className={styles.statut} data-statut={claim.statut}>
          {REVENDICATION_STATUT_LABELS[claim.statut]}
        </span>
      </header>
      <p className={styles.meta}>
        SIRET {formatSiret(claim.siret)} · commencée le{' '}
        <time dateTime={claim.creeeLe}>{formatDateTime(claim.creeeLe)}</time>
        {claim.closeLe ? (
          <>
            {' '}
            · close le <time dateTime={claim.closeLe}>{formatDateTime(claim.closeLe)}</time>
          </>
        ) : null}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Demandeur</dt>
          <dd>
            {claim.nom} ({REVENDICATION_ROLE_LABELS[claim.role]})
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${claim.email}`}>{claim.email}</a>
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            <a href={`tel:${claim.telephone}`}>{claim.telephone}</a>
          </dd>
        </div>
        <div>
          <dt>Certification</dt>
          <dd>
            cochée le <time dateTime={claim.certifieeLe}>{formatDateTime(claim.certifieeLe)}</time>
          </dd>
        </div>
        <div>
          <dt>Preuve</dt>
          <dd>
            {claim.preuve === 'COURRIER'
              ? `Code par courrier à ${claim.adressePreuve?.join(', ') ?? 'une adresse inconnue'}`
              : `Code par e-mail à ${claim.emailPreuve ?? 'une adresse inconnue'}`}
          </dd>
        </div>
        <div>
          <dt>Compte créé</dt>
          <dd>{claim.compte ? claim.compte.username : 'aucun'}</dd>
        </div>
        {claim.motifDecision !== null ? (
          <div className={styles.wide}>
            <dt>Motif de la décision</dt>
            <dd>{claim.motifDecision}</dd>
          </div>
        ) : null}
      </dl>
      <details className={styles.steps}>
        <summary>Étapes ({claim.evenements.length})</summary>
        <ol className={styles.stepList}>
          {claim.evenements.map((step, index) => (
            <li key={index}>
              <time dateTime={step.creeLe}>{formatDateTime(step.creeLe)}</time> :{' '}
              {REVENDICATION_EVENEMENT_LABELS[step.type]}
            </li>
          ))}
        </ol>
      </details>
      {decision ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onDecide(decision)}
            aria-label={DECISION_TEXTS[decision].title(claim)}
          >
            {DECISION_TEXTS[decision].button}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
