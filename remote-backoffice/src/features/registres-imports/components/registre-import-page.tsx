// /backoffice/admin/imports-registres/:importId: one run's report, as the command printed it at its end: when and
// where it ran and its figures, its errors, the files read (size and SHA-256, to tell which monthly files they
// were), the rows skipped by reason, the positions, and the RGE list. A run under way has no report yet. « Retour
// aux imports » goes back to the list's page it was opened from.
import type { ReactNode } from 'react';
import { IdSchema } from '@annuaire/shared/contract/common';
import type { RegistreImport, RegistreImportDetails } from '@annuaire/shared/contract/registres-imports';
import {
  REGISTRES_POSITION_REASONS,
  REGISTRES_RGE_REASONS,
  REGISTRES_SKIP_REASONS,
} from '@annuaire/shared/contract/registres-messages';
import { frenchDate } from '@annuaire/shared/domain/french-dates';
import { hrefs } from '@annuaire/shared/federation/routes';
import { useLocation, useParams } from '@annuaire/shared/routing/router';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { AdminPage } from '../../../components/admin-page';
import { LoadError } from '../../../components/list-state';
import { TermList, type TermRow } from '../../../components/term-list';
import { formatDateTime } from '../../../utils/format-date';
import { listQuery } from '../../../utils/list-query';
import { useRegistreImport } from '../api/get-registre-import';
import {
  departementsText,
  durationText,
  formatCount,
  reasonRows,
  roleLabel,
  sizeText,
  statutLabel,
  totalCount,
} from '../utils/import-texts';
import type { ImportsListState } from './registres-imports-page';
import { StatutBadge } from './statut-badge';
import styles from './registre-import-page.module.css';

function parseId(value: string | undefined): number | null {
  const id = IdSchema.safeParse(value);
  return id.success ? id.data : null;
}

/** The list's page the report was opened from (router state), so that « Retour aux imports » goes back to it. */
function listSearchOf(state: unknown): string {
  const search = (state as Partial<ImportsListState> | null)?.listSearch;
  return typeof search === 'string' && /^(\?page=\d+)?$/.test(search) ? search : '';
}

export function RegistreImportPage() {
  const importId = parseId(useParams().importId);
  const back = {
    to: `${hrefs.backoffice.registresImports()}${listSearchOf(useLocation().state)}`,
    label: 'Retour aux imports',
  };
  if (importId === null) {
    return (
      <AdminPage title="Import introuvable" documentTitle="Import introuvable" back={back}>
        <p role="alert">Cette adresse ne désigne aucun import des registres.</p>
      </AdminPage>
    );
  }
  const title = `Import des registres n° ${importId}`;
  return (
    <AdminPage title={title} documentTitle={title} back={back}>
      <ReportOf importId={importId} />
    </AdminPage>
  );
}

function ReportOf({ importId }: { importId: number }) {
  const loaded = listQuery(useRegistreImport(importId));
  const run = loaded.data;
  if (loaded.error) return <LoadError message={loaded.error} onRetry={loaded.reload} />;
  if (!run) return <LoadingText block>Chargement du rapport de l&apos;import...</LoadingText>;
  return (
    <div className={styles.report}>
      <Section id="import-resume" title="Résumé">
        <TermList rows={summaryRows(run)} />
      </Section>
      <Section id="import-erreurs" title="Erreurs">
        {run.erreurs.length > 0 ? (
          <ol className={styles.errors}>
            {run.erreurs.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>Aucune erreur.</p>
        )}
      </Section>
      {run.details ? (
        <Report run={run} details={run.details} />
      ) : (
        <p className={styles.pending}>
          Cet import est en cours : ses fichiers, ses lignes ignorées, ses positions et sa liste RGE
          s&apos;afficheront à sa fin.
        </p>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Counts by reason, or the sentence saying there are none. */
function Reasons({ rows, none }: { rows: TermRow[]; none: string }) {
  return rows.length > 0 ? <TermList rows={rows} /> : <p className={styles.muted}>{none}</p>;
}

const counted = (rows: [string, number][]): TermRow[] =>
  rows.map(([label, count]) => [label, formatCount(count)]);

function summaryRows(run: RegistreImport): TermRow[] {
  const details = run.details;
  const duration = durationText(run.startedAt, run.endedAt);
  const rows: TermRow[] = [
    ['Statut', <StatutBadge statut={run.statut} />],
    ['Début', <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>],
    [
      'Fin',
      run.endedAt ? (
        <time dateTime={run.endedAt}>{formatDateTime(run.endedAt)}</time>
      ) : (
        statutLabel(run.statut)
      ),
    ],
    ['Durée', duration ?? statutLabel(run.statut)],
    ['Départements', departementsText(run.departements)],
    ['Lignes lues', formatCount(run.lues)],
    ['Lignes retenues', formatCount(run.retenues)],
    ['Fiches insérées', formatCount(run.inserees)],
    ['Fiches modifiées', formatCount(run.modifiees)],
    ['Fiches inchangées', formatCount(run.inchangees)],
    [
      'Fiches fermées',
      details
        ? `${formatCount(run.fermees)} (${formatCount(details.fermeesEtatF)} fermées dans le stock, ` +
          `${formatCount(details.fermeesAbsentes)} absentes du stock)`
        : formatCount(run.fermees),
    ],
    ['Lignes ignorées', formatCount(totalCount(run.ignorees))],
  ];
  if (details) {
    rows.push([
      'Fiches retirées à la demande de l’entreprise (RGPD, article 21)',
      formatCount(details.retirees),
    ]);
    rows.push([
      'Unités légales',
      details.unitesLegales
        ? `${formatCount(details.unitesLegales.lues)} lignes lues, ${formatCount(details.unitesLegales.retenues)} retenues`
        : 'Fichier non lu',
    ]);
  }
  return rows;
}

function Report({ run, details }: { run: RegistreImport; details: RegistreImportDetails }) {
  const { positions, rge } = details;
  return (
    <>
      <Section id="import-fichiers" title="Fichiers lus">
        {run.fichiers.length > 0 ? (
          <ul className={styles.files}>
            {run.fichiers.map((file) => (
              <li key={`${file.role}-${file.name}`} className={styles.file}>
                <h3 className={styles.fileRole}>{roleLabel(file.role)}</h3>
                <TermList
                  rows={[
                    ['Fichier', file.name],
                    ['Taille', sizeText(file.size)],
                    ['SHA-256', <code className={styles.hash}>{file.sha256}</code>],
                  ]}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            Aucun fichier enregistré : l&apos;import s&apos;est arrêté avant d&apos;avoir lu tous ses
            fichiers.
          </p>
        )}
      </Section>
      <Section id="import-ignorees" title="Lignes ignorées, par motif">
        <Reasons
          rows={counted(reasonRows(run.ignorees, REGISTRES_SKIP_REASONS))}
          none="Aucune ligne ignorée."
        />
      </Section>
      <Section id="import-positions" title="Positions">
        <TermList
          rows={[
            ['Du fichier de géolocalisation', formatCount(positions.geolocalisation)],
            ['Des coordonnées du stock', formatCount(positions.stock)],
            ['Sans position', formatCount(positions.aucune)],
          ]}
        />
        <h3 className={styles.groupTitle}>Positions refusées, par motif</h3>
        <Reasons
          rows={counted(reasonRows(positions.refusees, REGISTRES_POSITION_REASONS))}
          none="Aucune position refusée."
        />
      </Section>
      <Section id="import-rge" title="Liste RGE">
        {rge ? (
          <>
            <TermList
              rows={[
                ['Date de la liste', frenchDate(rge.date) ?? rge.date],
                ['Lignes lues', formatCount(rge.lues)],
                ['Qualifications retenues', formatCount(rge.retenues)],
                ['Insérées', formatCount(rge.inserees)],
                ['Modifiées', formatCount(rge.modifiees)],
                ['Inchangées', formatCount(rge.inchangees)],
                ['Terminées', formatCount(rge.terminees)],
              ]}
            />
            <h3 className={styles.groupTitle}>Lignes ignorées de la liste RGE, par motif</h3>
            <Reasons
              rows={counted(reasonRows(rge.ignorees, REGISTRES_RGE_REASONS))}
              none="Aucune ligne ignorée."
            />
          </>
        ) : (
          <p className={styles.muted}>Aucune liste RGE lue par cet import.</p>
        )}
      </Section>
    </>
  );
}
