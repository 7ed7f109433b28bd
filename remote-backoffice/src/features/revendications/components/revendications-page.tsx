// /backoffice/admin/revendications, « Revendications de fiches »: the claims of listings (« C'est votre
// entreprise ? »), newest first, one page of 20 from the API at a time, all or those of one status (kept in the
// address). Each shows the listing, the claimant and its certification of the trader information (Digital Services
// Act, article 30) with its date, the proof and the address that received the code, the account the claim created,
// and every step with its time: the audit trail of who took over which listing.
import { useState } from 'react';
import {
  REVENDICATION_EVENEMENT_LABELS,
  REVENDICATION_LIST_LIMITS,
  REVENDICATION_ROLE_LABELS,
  REVENDICATION_STATUTS,
  REVENDICATION_STATUT_LABELS,
  type Revendication,
  type RevendicationStatut,
} from '@annuaire/shared/contract/revendication';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link, useSearchParams } from '@annuaire/shared/routing/router';
import { Select } from '@annuaire/shared/ui/select';
import { AdminPage } from '../../../components/admin-page';
import { ListState } from '../../../components/list-state';
import { PagesNav } from '../../../components/pages-nav';
import { formatDateTime } from '../../../utils/format-date';
import { listQuery } from '../../../utils/list-query';
import { useRevendications } from '../api/get-revendications';
import styles from './revendications-page.module.css';

export const REVENDICATIONS_TITLE = 'Revendications de fiches';
export const EMPTY_REVENDICATIONS = 'Aucune revendication pour l’instant.';
export const EMPTY_FILTERED = 'Aucune revendication avec ce statut.';

const STATUT_FILTERS: { value: RevendicationStatut | ''; label: string }[] = [
  { value: '', label: 'Toutes les revendications' },
  ...REVENDICATION_STATUTS.map((statut) => ({ value: statut, label: REVENDICATION_STATUT_LABELS[statut] })),
];

/** The status an address names; anything else is every claim. */
function statutOf(params: URLSearchParams): RevendicationStatut | undefined {
  const statut = params.get('statut');
  return REVENDICATION_STATUTS.find((known) => known === statut);
}

function countText(total: number): string {
  if (total === 0) return 'Aucune revendication';
  return `${total} revendication${total > 1 ? 's' : ''}`;
}

export function RevendicationsPage() {
  const [params, setParams] = useSearchParams();
  const statut = statutOf(params);
  const [page, setPage] = useState(1);
  const query = useRevendications({ page, size: REVENDICATION_LIST_LIMITS.pageSize, statut });
  const list = listQuery(query);
  const data = list.data;

  return (
    <AdminPage title={REVENDICATIONS_TITLE} documentTitle={REVENDICATIONS_TITLE}>
      <p className={styles.intro}>
        Les entreprises qui ont pris, ou tenté de prendre, la gestion de leur fiche, les plus récentes d’abord
        : qui, sa certification des informations (règlement sur les services numériques, article 30), la
        preuve et chaque étape.
      </p>
      <div className={styles.toolbar}>
        <Select
          label="Statut"
          value={statut ?? ''}
          options={STATUT_FILTERS}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('statut', event.target.value);
            else next.delete('statut');
            setParams(next, { replace: true });
            setPage(1);
          }}
        />
        {data ? (
          <p className={styles.count} aria-live="polite">
            {countText(data.total)}
          </p>
        ) : null}
      </div>
      <ListState
        list={list}
        empty={(data?.items.length ?? 0) === 0}
        loadingText="Chargement des revendications..."
        emptyText={statut ? EMPTY_FILTERED : EMPTY_REVENDICATIONS}
      >
        <ol className={styles.list} aria-label="Revendications, les plus récentes d’abord">
          {data?.items.map((claim) => (
            <li key={claim.id}>
              <RevendicationCard claim={claim} />
            </li>
          ))}
        </ol>
      </ListState>
      <PagesNav
        pages={data ? { page: data.page, pageCount: data.pageCount, setPage } : null}
        label="Pages des revendications"
      />
    </AdminPage>
  );
}

function RevendicationCard({ claim }: { claim: Revendication }) {
  const titleId = `revendication-${claim.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-statut={claim.statut}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
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
    </article>
  );
}
