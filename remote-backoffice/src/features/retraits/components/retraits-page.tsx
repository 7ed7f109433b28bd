// /backoffice/admin/retraits, « Demandes de retrait » (RGPD, article 21): the requests to withdraw a listing, newest
// first, one page of 20 from the API at a time, all of them or those of one status (in the address, so that the home
// page's count links to the waiting ones). A waiting request is accepted after a confirmation saying what it does (the
// SIRET no longer imported, the listing built from the registers deleted unless an account holds it), or refused
// with a reason (RefusRetraitDialog); the requester is mailed either way. A request another admin decided meanwhile
// (409) is said so and the page asked for again. Once decided, the focus goes to the request's title, or to the count
// when the request left the page.
import { useEffect, useRef, useState } from 'react';
import { RETRAIT_MESSAGES, RETRAIT_LIMITS, type DemandeRetrait } from '@annuaire/shared/contract/retrait';
import { errorMessage, errorStatus } from '@annuaire/shared/forms/field-errors';
import { useSearchParams } from '@annuaire/shared/routing/router';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { Select } from '@annuaire/shared/ui/select';
import { toast } from '@annuaire/shared/ui/toast';
import { AdminPage } from '../../../components/admin-page';
import { ListState } from '../../../components/list-state';
import { PagesNav } from '../../../components/pages-nav';
import { useConfirmation } from '../../../hooks/use-confirmation';
import { listQuery } from '../../../utils/list-query';
import { useAcceptRetrait } from '../api/decide-retrait';
import { useRetraits } from '../api/get-retraits';
import { STATUT_FILTERS, countText, statutOf } from '../utils/retrait-texts';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import { RetraitCard } from './retrait-card';
import { RefusRetraitDialog } from './refus-retrait-dialog';
import styles from './retraits-page.module.css';

export const RETRAITS_TITLE = 'Demandes de retrait';
export const EMPTY_RETRAITS = 'Aucune demande de retrait pour l’instant.';
export const EMPTY_FILTERED = 'Aucune demande de retrait avec ce statut.';

export function RetraitsPage() {
  const [params, setParams] = useSearchParams();
  const statut = statutOf(params);
  const [page, setPage] = useState(1);
  const query = useRetraits({ page, size: RETRAIT_LIMITS.pageSize, statut });
  const list = listQuery(query);
  const data = list.data;
  const accept = useAcceptRetrait();
  const acceptance = useConfirmation<DemandeRetrait>();
  const [refusing, setRefusing] = useState<DemandeRetrait | null>(null);
  // The request just decided, and the page shown then: once the page is read again (the decision asks for it), the
  // focus goes to that request, or to the count when it left the page; once only.
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

  function alreadyDecided() {
    toast.error(RETRAIT_MESSAGES.alreadyDecided);
    list.reload();
  }

  async function acceptOne(retrait: DemandeRetrait) {
    try {
      await accept.mutateAsync(retrait.id);
      toast.success(`${RETRAIT_MESSAGES.accepted} Le demandeur en est informé par e-mail.`);
      setDecided({ id: retrait.id, page: data });
    } catch (error) {
      if (errorStatus(error) === 409) alreadyDecided();
      else toast.error(errorMessage(error));
    }
  }

  return (
    <AdminPage title={RETRAITS_TITLE} documentTitle={RETRAITS_TITLE}>
      <p className={styles.intro}>
        Demandes de retrait d’une fiche de l’annuaire au titre du droit d’opposition (RGPD, article 21), les
        plus récentes d’abord. Accepter une demande retire son SIRET des prochains imports des registres et
        supprime la fiche qui en est issue, sauf si un compte artisan la détient ; le demandeur reçoit la
        réponse par e-mail.
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
        loadingText="Chargement des demandes de retrait..."
        emptyText={statut ? EMPTY_FILTERED : EMPTY_RETRAITS}
      >
        <ol className={styles.list} aria-label="Demandes de retrait, les plus récentes d’abord">
          {data?.items.map((retrait) => (
            <li key={retrait.id}>
              <RetraitCard
                retrait={retrait}
                titleRef={(element) => {
                  if (element) titles.current.set(retrait.id, element);
                  else titles.current.delete(retrait.id);
                }}
                busy={acceptance.busy}
                onAccept={() => acceptance.ask(retrait)}
                onRefuse={() => setRefusing(retrait)}
              />
            </li>
          ))}
        </ol>
      </ListState>
      <PagesNav
        pages={data ? { page: data.page, pageCount: data.pageCount, setPage } : null}
        label="Pages des demandes de retrait"
      />
      <ConfirmDialog
        {...acceptance.dialog(acceptOne)}
        title="Accepter cette demande de retrait ?"
        message={
          <>
            <p>
              Le SIRET {acceptance.target ? formatSiret(acceptance.target.siret) : ''} ne sera plus repris
              lors des imports des registres publics, et la fiche issue des registres pour ce SIRET sera
              supprimée, sauf si un compte artisan la détient.
            </p>
            <p>
              Le demandeur ({acceptance.target?.email}) en est informé par e-mail. Cette action est
              irréversible.
            </p>
          </>
        }
        confirmLabel="Accepter le retrait"
      />
      {refusing ? (
        <RefusRetraitDialog
          retrait={refusing}
          onClose={() => setRefusing(null)}
          onRefused={(retrait) => {
            setRefusing(null);
            toast.success(`${RETRAIT_MESSAGES.refused} Le demandeur reçoit le motif par e-mail.`);
            setDecided({ id: retrait.id, page: data });
          }}
          onAlreadyDecided={() => {
            setRefusing(null);
            alreadyDecided();
          }}
        />
      ) : null}
    </AdminPage>
  );
}
