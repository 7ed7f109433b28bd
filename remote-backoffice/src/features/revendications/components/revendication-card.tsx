// One claim on « Revendications de fiches »: the listing, the claimant and its certification of the trader
// information (Digital Services Act, article 30) with its date, the proof and the address that received the code, or
// the documents the claimant sent (a link to each while they are kept, 30 days after the decision), the account the
// claim created, an administrator's reason when one decided, and every step with its time. A claim in progress may
// be closed (« Clore la revendication ») and, when by documents, accepted (« Accepter la revendication »); the
// listing a validated claim gave may be taken back while its account manages it (« Reprendre la fiche »); each
// button names the listing for screen readers. A contest (documents against the account that managed the listing)
// is marked « Contestation » beside its proof, names that account, and is accepted as a contest.
import type { Ref } from 'react';
import {
  REVENDICATION_CONTEST_TEXTS,
  REVENDICATION_DOCUMENT_LABELS,
  REVENDICATION_EVENEMENT_LABELS,
  REVENDICATION_LIMITS,
  REVENDICATION_PREUVE_LABELS,
  REVENDICATION_ROLE_LABELS,
  REVENDICATION_STATUT_LABELS,
  type Revendication,
  type RevendicationDocumentFormat,
} from '@annuaire/shared/contract/revendication';
import { formatFileSize } from '@annuaire/shared/domain/file-size';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link } from '@annuaire/shared/routing/router';
import { Button } from '@annuaire/shared/ui/button';
import { formatDateTime } from '../../../utils/format-date';
import type { RevendicationAction } from '../api/decide-revendication';
import { revendicationDocumentUrl } from '../api/get-revendications';
import { acceptanceTextsOf } from './revendication-accept-dialog';
import { DECISION_TEXTS } from './revendication-decision-dialog';
import styles from './revendications-page.module.css';

export interface RevendicationCardProps {
  claim: Revendication;
  /** The title, which takes the focus once the claim is decided. */
  titleRef?: Ref<HTMLHeadingElement>;
  onDecide(action: RevendicationAction): void;
}

/** The decisions an administrator may take on a claim, in the order of their buttons. */
function actionsOf(claim: Revendication): RevendicationAction[] {
  if (claim.statut === 'EN_COURS') return claim.preuve === 'DOCUMENTS' ? ['acceptation', 'refus'] : ['refus'];
  if (claim.statut === 'VALIDEE' && claim.compte !== null) return ['reprise'];
  return [];
}

/** A decision's button text and accessible name (its dialog's title); a contest's acceptance has its own. */
function actionTexts(
  action: RevendicationAction,
  claim: Revendication,
): { button: string; title(claim: Revendication): string } {
  return action === 'acceptation' ? acceptanceTextsOf(claim) : DECISION_TEXTS[action];
}

const FORMAT_NAMES: Record<RevendicationDocumentFormat, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** « Documents », then a link to each document while kept, or why there is none left. */
function DocumentsProof({ claim }: { claim: Revendication }) {
  return (
    <>
      {REVENDICATION_PREUVE_LABELS.DOCUMENTS}
      {claim.documents.length > 0 ? (
        <ul className={styles.documents}>
          {claim.documents.map((document) => (
            <li key={document.id}>
              <a href={revendicationDocumentUrl(claim.id, document.id)}>
                {REVENDICATION_DOCUMENT_LABELS[document.type]} ({FORMAT_NAMES[document.format]},{' '}
                {formatFileSize(document.taille)})
              </a>
            </li>
          ))}
        </ul>
      ) : claim.statut !== 'EN_COURS' ? (
        <p className={styles.documentsGone}>
          Documents supprimés {REVENDICATION_LIMITS.documentsKeptDays} jours après la décision.
        </p>
      ) : null}
    </>
  );
}

export function RevendicationCard({ claim, titleRef, onDecide }: RevendicationCardProps) {
  const titleId = `revendication-${claim.id}`;
  const actions = actionsOf(claim);
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
            {claim.contestation ? (
              <>
                <span className={styles.contestation}>{REVENDICATION_CONTEST_TEXTS.badge}</span>{' '}
              </>
            ) : null}
            {claim.preuve === 'DOCUMENTS' ? (
              <DocumentsProof claim={claim} />
            ) : claim.preuve === 'COURRIER' ? (
              `Code par courrier à ${claim.adressePreuve?.join(', ') ?? 'une adresse inconnue'}`
            ) : (
              `Code par e-mail à ${claim.emailPreuve ?? 'une adresse inconnue'}`
            )}
          </dd>
        </div>
        {claim.contestation ? (
          <div>
            <dt>{REVENDICATION_CONTEST_TEXTS.contestedAccount}</dt>
            <dd>{claim.compteConteste?.username ?? REVENDICATION_CONTEST_TEXTS.deletedAccount}</dd>
          </div>
        ) : null}
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
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant="secondary"
              onClick={() => onDecide(action)}
              aria-label={actionTexts(action, claim).title(claim)}
            >
              {actionTexts(action, claim).button}
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
