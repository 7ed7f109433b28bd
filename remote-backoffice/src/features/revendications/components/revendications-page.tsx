// /backoffice/admin/revendications, « Revendications de fiches »: the claims of listings (« C'est votre
// entreprise ? »), newest first, one page of 20 from the API at a time, all or those of one status (kept in the
// address), each a RevendicationCard: the audit trail of who took over which listing. An administrator closes a claim
// in progress or takes back the listing a validated claim gave, with a reason (RevendicationDecisionDialog), or
// accepts a claim by documents once they are read (RevendicationAcceptDialog); the API's message confirms it and the
// page is read again. Once decided, or found decided meanwhile (404, 409), the
// focus goes to the claim's title, or to the count when the claim left the page.
import { useEffect, useRef, useState } from 'react';
import {
  REVENDICATION_LIST_LIMITS,
  REVENDICATION_STATUTS,
  REVENDICATION_STATUT_LABELS,
  type Revendication,
  type RevendicationStatut,
} from '@annuaire/shared/contract/revendication';
import { useSearchParams } from '@annuaire/shared/routing/router';
import { Select } from '@annuaire/shared/ui/select';
import { toast } from '@annuaire/shared/ui/toast';
import { AdminPage } from '../../../components/admin-page';
import { ListState } from '../../../components/list-state';
import { PagesNav } from '../../../components/pages-nav';
import { listQuery } from '../../../utils/list-query';
import type { RevendicationAction } from '../api/decide-revendication';
import { useRevendications } from '../api/get-revendications';
import { RevendicationAcceptDialog } from './revendication-accept-dialog';
import { RevendicationCard } from './revendication-card';
import { RevendicationDecisionDialog } from './revendication-decision-dialog';
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
  const [deciding, setDeciding] = useState<{ claim: Revendication; action: RevendicationAction } | null>(
    null,
  );
  // The claim just decided, and the page shown then: once the page is read again, the focus goes to that claim, or
  // to the count when it left the page; once only.
  const [decided, setDecided] = useState<{ id: number; page: unknown } | null>(null);
  const focusedFor = useRef<object | null>(null);
  const titles = useRef(new Map<number, HTMLHeadingElement>());
  const countRef = useRef<HTMLParagraphElement>(null);
  const fetching = query.isFetching;

  useEffect(() => {
    if (!decided || fetching || data === decided.page || focusedFor.current === decided) return;
    focusedFor.current = decided;
    (titles.current.get(decided.id) ?? countRef.current)?.focus();
  }, [decided, fetching, data]);

  /** What a decision's dialog does once closed: the list read again when it was stale, or the API's message. */
  const dialogOutcomes = (claim: Revendication) => ({
    onClose(stale: boolean) {
      setDeciding(null);
      if (!stale) return;
      setDecided({ id: claim.id, page: data });
      list.reload();
    },
    onDecided(message: string) {
      setDeciding(null);
      toast.success(message);
      setDecided({ id: claim.id, page: data });
    },
  });

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
          <p ref={countRef} tabIndex={-1} className={styles.count} aria-live="polite">
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
              <RevendicationCard
                claim={claim}
                titleRef={(element) => {
                  if (element) titles.current.set(claim.id, element);
                  else titles.current.delete(claim.id);
                }}
                onDecide={(action) => setDeciding({ claim, action })}
              />
            </li>
          ))}
        </ol>
      </ListState>
      <PagesNav
        pages={data ? { page: data.page, pageCount: data.pageCount, setPage } : null}
        label="Pages des revendications"
      />
      {deciding ? (
        deciding.action === 'acceptation' ? (
          <RevendicationAcceptDialog claim={deciding.claim} {...dialogOutcomes(deciding.claim)} />
        ) : (
          <RevendicationDecisionDialog
            claim={deciding.claim}
            decision={deciding.action}
            {...dialogOutcomes(deciding.claim)}
          />
        )
      ) : null}
    </AdminPage>
  );
}
