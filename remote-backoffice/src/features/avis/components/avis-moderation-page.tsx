// /backoffice/admin/avis, « Avis à modérer » (issue 20): the reviews customers posted through an invitation, waiting
// for a decision (oldest first, as the API sends them, each with the date by which it must be decided), and the
// published reviews their artisan reported. A review waiting is published or refused, a reported one kept or
// withdrawn; a refusal or withdrawal asks for its ground (RefusDialog), mailed to the author. A decided review leaves
// its list at once and the focus goes to the next one; a review another admin decided meanwhile (409) is said so and
// the lists are asked for again.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from '@annuaire/shared/routing/router';
import { AVIS_LIMITS, AVIS_MESSAGES, type AvisModeration } from '@annuaire/shared/contract/avis';
import { hrefs } from '@annuaire/shared/federation/routes';
import { errorMessage, errorStatus } from '@annuaire/shared/forms/field-errors';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { toast } from '@annuaire/shared/ui/toast';
import { AdminPage } from '../../../components/admin-page';
import { ListState } from '../../../components/list-state';
import { PagesNav } from '../../../components/pages-nav';
import { usePages } from '../../../hooks/use-pages';
import { listQuery } from '../../../utils/list-query';
import { useAvisModeration } from '../api/get-avis-moderation';
import { useModerateAvis } from '../api/moderate-avis';
import { DECISIONS, type ModerationList } from '../utils/moderation-texts';
import { AvisCard } from './avis-card';
import { RefusDialog } from './refus-dialog';
import styles from './avis-moderation-page.module.css';

export const EMPTY_EN_ATTENTE = 'Aucun avis en attente de modération.';
export const EMPTY_SIGNALES = 'Aucun avis signalé.';

interface Refusal {
  avis: AvisModeration;
  list: ModerationList;
}

export function AvisModerationPage() {
  const query = useAvisModeration();
  const list = listQuery(query);
  const moderate = useModerateAvis();
  // Decided reviews leave their list at once, before the lists are asked for again.
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [publishing, setPublishing] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const enAttente = useMemo(
    () => list.data?.enAttente.filter((avis) => !decided.has(avis.id)) ?? [],
    [list.data, decided],
  );
  const signales = useMemo(
    () => list.data?.signales.filter((avis) => !decided.has(avis.id)) ?? [],
    [list.data, decided],
  );

  function done(avis: AvisModeration, message: string) {
    setDecided((current) => new Set(current).add(avis.id));
    toast.success(message);
  }

  function alreadyDecided() {
    toast.error(AVIS_MESSAGES.alreadyDecided);
    list.reload();
  }

  async function publish(avis: AvisModeration, kind: ModerationList) {
    if (publishing !== null) return;
    setPublishing(avis.id);
    try {
      await moderate.mutateAsync({ avis, input: { decision: 'PUBLIER' } });
      done(avis, DECISIONS[kind].published);
    } catch (error) {
      if (errorStatus(error) === 409) alreadyDecided();
      else toast.error(errorMessage(error));
    } finally {
      setPublishing(null);
    }
  }

  const section = (kind: ModerationList) => ({
    kind,
    now: query.dataUpdatedAt,
    publishing,
    onPublish: (avis: AvisModeration) => void publish(avis, kind),
    onRefuse: (avis: AvisModeration) => setRefusal({ avis, list: kind }),
  });

  return (
    <AdminPage title="Avis à modérer" documentTitle="Avis à modérer">
      <p className={styles.intro}>
        Chaque avis est publié ou refusé dans les {AVIS_LIMITS.moderationMaxDays} jours qui suivent sa
        réception, engagement annoncé sur la page{' '}
        <Link to={hrefs.reviewsPolicy()}>Comment fonctionnent les avis</Link>. Chaque avis en attente indique
        la date limite de sa décision.
      </p>
      <ListState list={list} empty={false} loadingText="Chargement des avis à modérer..." emptyText="">
        <ModerationSection
          {...section('attente')}
          title="En attente"
          intro="Les plus anciens d’abord."
          avis={enAttente}
          emptyText={EMPTY_EN_ATTENTE}
        />
        <ModerationSection
          {...section('signale')}
          title="Signalés par l’artisan"
          intro="Avis publiés dont l’artisan doute : ils restent publiés jusqu’à votre décision."
          avis={signales}
          emptyText={EMPTY_SIGNALES}
        />
      </ListState>
      {refusal ? (
        <RefusDialog
          avis={refusal.avis}
          list={refusal.list}
          onClose={() => setRefusal(null)}
          onDecided={(avis) => {
            setRefusal(null);
            done(avis, DECISIONS[refusal.list].refused);
          }}
          onAlreadyDecided={() => {
            setRefusal(null);
            alreadyDecided();
          }}
        />
      ) : null}
    </AdminPage>
  );
}

interface ModerationSectionProps {
  kind: ModerationList;
  title: string;
  intro: string;
  avis: AvisModeration[];
  emptyText: string;
  now: number;
  /** The review whose publication (or keeping) is under way, if any. */
  publishing: number | null;
  onPublish(avis: AvisModeration): void;
  onRefuse(avis: AvisModeration): void;
}

function ModerationSection({
  kind,
  title,
  intro,
  avis,
  emptyText,
  now,
  publishing,
  onPublish,
  onRefuse,
}: ModerationSectionProps) {
  const pages = usePages(avis);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const cards = useRef(new Map<number, HTMLElement>());
  // The review whose card last had the focus, and where that card was.
  const focusedIn = useRef<{ id: number; index: number } | null>(null);

  // A decided review leaves the list, and the focus with it: it goes to the review now in that place (or the one
  // before), or to the section's heading when none is left. Never to a button: Enter would decide the next review.
  useEffect(() => {
    const last = focusedIn.current;
    const active = document.activeElement;
    if (!last || (active !== null && active !== document.body)) return;
    if (pages.items.some((item) => item.id === last.id)) return;
    focusedIn.current = null;
    const next = pages.items[Math.min(last.index, pages.items.length - 1)];
    (next ? cards.current.get(next.id) : heading.current)?.focus();
  }, [pages.items]);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {title} ({avis.length})
        </h2>
        <p className={styles.sectionIntro}>{intro}</p>
      </div>
      {avis.length === 0 ? (
        <EmptyState compact title={emptyText} headingLevel={3} />
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {pages.items.map((item, index) => (
            <li key={item.id}>
              <AvisCard
                ref={(element) => {
                  if (element) cards.current.set(item.id, element);
                  else cards.current.delete(item.id);
                }}
                avis={item}
                list={kind}
                now={now}
                publishing={publishing === item.id}
                busy={publishing !== null}
                onPublish={() => onPublish(item)}
                onRefuse={() => onRefuse(item)}
                onFocus={() => {
                  focusedIn.current = { id: item.id, index };
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <PagesNav pages={pages} label={`Pages des avis ${kind === 'attente' ? 'en attente' : 'signalés'}`} />
    </section>
  );
}
