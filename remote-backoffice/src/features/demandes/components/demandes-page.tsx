// /backoffice/admin/demandes, « Demandes » (issue 19): the artisans who received at least one request relayed by
// the directory, the most recent request first, twenty a page, each with its count of requests, those not yet
// handled and the date of the last one. An artisan's name opens (and closes) their requests under it
// (ArtisanDemandes), where one is read on demand or deleted (abuse). No sender's details here until a request is
// opened.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { IconChevronDown } from '@annuaire/shared/ui/icons';
import { AdminPage } from '../../../components/admin-page';
import { ListState } from '../../../components/list-state';
import { PagesNav } from '../../../components/pages-nav';
import { usePages } from '../../../hooks/use-pages';
import { formatDateTime } from '../../../utils/format-date';
import { listQuery } from '../../../utils/list-query';
import { useDemandeCounts } from '../api/get-demande-counts';
import { countsText, newestFirst } from '../utils/demande-texts';
import { ArtisanDemandes } from './artisan-demandes';
import styles from './demandes-page.module.css';

export const EMPTY_DEMANDES = 'Aucune demande reçue.';

export function DemandesPage() {
  const list = listQuery(useDemandeCounts());
  const counts = useMemo(
    () => (list.data ? newestFirst(list.data, (count) => count.derniere) : null),
    [list.data],
  );
  const pages = usePages(counts);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const toggles = useRef(new Map<number, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  // The artisan whose row last had the focus, and where that row was.
  const focusedIn = useRef<{ artisanId: number; index: number } | null>(null);

  // Deleting an artisan's last request takes their row away once the counts come back, and the focus with it: it
  // goes to the artisan now in that place (or the one before, or the list when none is left).
  useEffect(() => {
    const last = focusedIn.current;
    const active = document.activeElement;
    if (!last || (active !== null && active !== document.body)) return;
    if (pages.items.some((count) => count.artisanId === last.artisanId)) return;
    focusedIn.current = null;
    const next = pages.items[Math.min(last.index, pages.items.length - 1)];
    (next ? toggles.current.get(next.artisanId) : listRef.current)?.focus();
  }, [pages.items]);

  function toggle(artisanId: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(artisanId)) next.add(artisanId);
      return next;
    });
  }

  return (
    <AdminPage title="Demandes" documentTitle="Demandes">
      <p className={styles.intro}>
        Les artisans qui ont reçu au moins une demande par l&apos;annuaire, la plus récente d&apos;abord.
        Ouvrez un artisan pour voir ses demandes ; les coordonnées et le message d&apos;un particulier ne
        s&apos;affichent que lorsque vous ouvrez sa demande.
      </p>
      <div ref={listRef} tabIndex={-1} className={styles.region}>
        <ListState
          list={list}
          empty={pages.items.length === 0}
          loadingText="Chargement des demandes..."
          emptyText={EMPTY_DEMANDES}
        >
          <ul
            className={styles.list}
            aria-label="Artisans ayant reçu des demandes, la plus récente d’abord"
            aria-busy={list.loading || undefined}
          >
            {pages.items.map((count, index) => {
              const open = expanded.has(count.artisanId);
              const buttonId = `${baseId}-${count.artisanId}-button`;
              const panelId = `${baseId}-${count.artisanId}-panel`;
              return (
                <li
                  key={count.artisanId}
                  className={styles.card}
                  data-open={open}
                  onFocus={() => {
                    focusedIn.current = { artisanId: count.artisanId, index };
                  }}
                >
                  <h2 className={styles.heading}>
                    <button
                      ref={(element) => {
                        if (element) toggles.current.set(count.artisanId, element);
                        else toggles.current.delete(count.artisanId);
                      }}
                      type="button"
                      id={buttonId}
                      className={styles.toggle}
                      aria-expanded={open}
                      aria-controls={open ? panelId : undefined}
                      onClick={() => toggle(count.artisanId)}
                    >
                      <span className={styles.name}>{count.entrepriseNom}</span>
                      <IconChevronDown className={styles.chevron} />
                    </button>
                  </h2>
                  <p className={styles.counts} data-pending={count.nonTraitees > 0}>
                    {countsText(count.total, count.nonTraitees)}
                  </p>
                  <p className={styles.meta}>
                    Dernière demande le{' '}
                    <time dateTime={count.derniere}>{formatDateTime(count.derniere)}</time>
                  </p>
                  {open ? (
                    <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel}>
                      <ArtisanDemandes
                        artisanId={count.artisanId}
                        entrepriseNom={count.entrepriseNom}
                        onDeleted={() => toggles.current.get(count.artisanId)?.focus()}
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </ListState>
      </div>
      <PagesNav pages={pages} label="Pages des demandes" />
    </AdminPage>
  );
}
