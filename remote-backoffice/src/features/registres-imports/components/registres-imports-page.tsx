// /backoffice/admin/imports-registres, « Imports des registres »: the runs of the registers' importer (npm run
// import:registres), newest first, twenty a page read from the API, the page kept in the address (?page=2) so that
// a run's report leads back to it. A table on a wide screen; on a phone or a tablet each run is a card of labelled
// figures, its rows and cells keeping their table roles (explicit, since their CSS display no longer says so). Each
// run's number opens its report (RegistreImportPage).
import { useEffect, type ReactNode } from 'react';
import type { RegistreImportSummary } from '@annuaire/shared/contract/registres-imports';
import { REGISTRE_IMPORTS_LIMITS } from '@annuaire/shared/contract/registres-messages';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Link, useSearchParams } from '@annuaire/shared/routing/router';
import { TableScroll } from '@annuaire/shared/ui/table-scroll';
import { AdminPage } from '../../../components/admin-page';
import { ListState } from '../../../components/list-state';
import { PagesNav } from '../../../components/pages-nav';
import { formatShortDateTime } from '../../../utils/format-date';
import { listQuery } from '../../../utils/list-query';
import { useRegistreImports } from '../api/get-registre-imports';
import { departementsText, durationText, formatCount, statutLabel, totalCount } from '../utils/import-texts';
import { StatutBadge } from './statut-badge';
import styles from './registres-imports-page.module.css';

export const EMPTY_IMPORTS = "Aucun import des registres pour l'instant.";

/** What the empty list says would fill it. */
export const EMPTY_IMPORTS_DETAIL = (
  <>
    Un import se lance sur le serveur avec{' '}
    <code>npm run import:registres -- --etablissements StockEtablissement_utf8.csv</code> (et, au choix,
    --unites-legales, --geolocalisation, --rge, --departements) ; chacun apparaît ici avec son rapport.
  </>
);

/** How the report's page finds its way back to the list's page (router state, never the address). */
export interface ImportsListState {
  listSearch: string;
}

/** The page an address asks for: `?page=N`, 1 when absent or not a page. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= REGISTRE_IMPORTS_LIMITS.pageMax ? page : 1;
}

function searchOf(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}

export function RegistresImportsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = listQuery(useRegistreImports(page));
  const data = list.data;
  const setPage = (next: number) => setParams(new URLSearchParams(searchOf(next)));

  // A page past the last one (an old link, runs deleted since): the last page instead.
  const pastTheEnd = data !== null && data.total > 0 && data.items.length === 0 && data.page > data.pageCount;
  const lastPage = data?.pageCount ?? 1;
  useEffect(() => {
    if (pastTheEnd) setParams(new URLSearchParams(searchOf(lastPage)), { replace: true });
  }, [pastTheEnd, lastPage, setParams]);

  const state: ImportsListState = { listSearch: searchOf(page) };
  return (
    <AdminPage title="Imports des registres" documentTitle="Imports des registres">
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          Les imports des registres publics (stock SIRENE, géolocalisation, liste RGE) lancés sur le serveur,
          le plus récent d&apos;abord. Ouvrez un import pour lire son rapport : fichiers lus, lignes ignorées
          par motif, positions, liste RGE et erreurs.
        </p>
        {data && data.total > 0 ? (
          <p className={styles.count} aria-live="polite">
            {formatCount(data.total)} import{data.total > 1 ? 's' : ''}
          </p>
        ) : null}
      </div>
      <ListState
        list={list}
        empty={data !== null && data.total === 0}
        loadingText="Chargement des imports des registres..."
        emptyText={EMPTY_IMPORTS}
        emptyDetail={EMPTY_IMPORTS_DETAIL}
      >
        <TableScroll label="Tableau des imports des registres">
          <table role="table" className={styles.table} aria-busy={list.loading || undefined}>
            <caption className="visually-hidden">Imports des registres, le plus récent d’abord</caption>
            <thead role="rowgroup" className={styles.head}>
              <tr role="row">
                {COLUMNS.map((column) => (
                  <th
                    key={column.label}
                    role="columnheader"
                    scope="col"
                    className={column.numeric ? styles.numeric : undefined}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {(data?.items ?? []).map((run) => (
                <ImportRow key={run.id} run={run} state={state} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      </ListState>
      <PagesNav
        pages={data ? { page: data.page, pageCount: data.pageCount, setPage } : null}
        label="Pages des imports des registres"
      />
    </AdminPage>
  );
}

const COLUMNS: readonly { label: string; numeric?: boolean }[] = [
  { label: 'Import' },
  { label: 'Début' },
  { label: 'Fin' },
  { label: 'Durée' },
  { label: 'Statut' },
  { label: 'Départements' },
  { label: 'Lues', numeric: true },
  { label: 'Retenues', numeric: true },
  { label: 'Insérées', numeric: true },
  { label: 'Modifiées', numeric: true },
  { label: 'Fermées', numeric: true },
  { label: 'Ignorées', numeric: true },
];

/** A cell, with its column's name shown beside the value on a phone (hidden from assistive technologies). */
function Cell({ label, numeric, children }: { label: string; numeric?: boolean; children: ReactNode }) {
  return (
    <td role="cell" className={numeric ? styles.numeric : undefined}>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      <span className={styles.value}>{children}</span>
    </td>
  );
}

/** A moment not reached yet: a dash to the eye, words for a screen reader. */
function NotYet({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{words}</span>
    </>
  );
}

function ImportRow({ run, state }: { run: RegistreImportSummary; state: ImportsListState }) {
  const duration = durationText(run.startedAt, run.endedAt);
  return (
    <tr role="row" className={styles.row}>
      <th role="rowheader" scope="row" className={styles.rowHeader}>
        <Link
          to={hrefs.backoffice.registreImport(run.id)}
          state={state}
          className={styles.link}
          aria-label={`Rapport de l’import n° ${run.id}`}
        >
          n° {run.id}
        </Link>
      </th>
      <Cell label="Début">
        <time dateTime={run.startedAt}>{formatShortDateTime(run.startedAt)}</time>
      </Cell>
      <Cell label="Fin">
        {run.endedAt ? (
          <time dateTime={run.endedAt}>{formatShortDateTime(run.endedAt)}</time>
        ) : (
          <NotYet words={statutLabel(run.statut)} />
        )}
      </Cell>
      <Cell label="Durée">{duration ?? <NotYet words={statutLabel(run.statut)} />}</Cell>
      <Cell label="Statut">
        <StatutBadge statut={run.statut} />
      </Cell>
      <Cell label="Départements">{departementsText(run.departements)}</Cell>
      <Cell label="Lues" numeric>
        {formatCount(run.lues)}
      </Cell>
      <Cell label="Retenues" numeric>
        {formatCount(run.retenues)}
      </Cell>
      <Cell label="Insérées" numeric>
        {formatCount(run.inserees)}
      </Cell>
      <Cell label="Modifiées" numeric>
        {formatCount(run.modifiees)}
      </Cell>
      <Cell label="Fermées" numeric>
        {formatCount(run.fermees)}
      </Cell>
      <Cell label="Ignorées" numeric>
        {formatCount(totalCount(run.ignorees))}
      </Cell>
    </tr>
  );
}
