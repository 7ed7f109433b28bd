// One request of the inbox « Demandes reçues »: when it was sent, who wrote (name, e-mail and phone as links, so that
// the artisan answers directly), the works' postcode, the whole message, its state and the button that marks it
// handled or not. A refusal of the API leaves the request as it was, with the reason beside it and in a toast.
// « Lue »: once the artisan's screen shows the request (any part of it in view; at once where the browser cannot
// tell), it is recorded read for its visitor's « Ma demande », once. A request the visitor withdrew shows
// « Retirée par le particulier » and has no action any more: it waits for no answer.
// src/app may add an action of another feature to each request (`Action`: « Demander un avis » of features/avis).
import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { Demande } from '@annuaire/shared/contract/demande';
import { formatPhone, phoneHref } from '@annuaire/shared/domain/phone';
import { errorMessage } from '@annuaire/shared/forms/field-errors';
import { Button } from '@annuaire/shared/ui/button';
import { IconCheck } from '@annuaire/shared/ui/icons';
import { toast } from '@annuaire/shared/ui/toast';
import { useMarkDemandeLue } from '../api/mark-demande-lue';
import { useUpdateDemande } from '../api/update-demande';
import { formatDateTime } from '../utils/demande-format';
import styles from './demandes-section.module.css';

export const MARK_HANDLED = 'Marquer comme traitée';
export const MARK_UNHANDLED = 'Marquer comme non traitée';
export const WITHDRAWN = 'Retirée par le particulier';

/**
 * Calls `onSeen` once, when `element` is first in view (whatever part of it: a long message is taller than a phone's
 * screen); at once where IntersectionObserver does not exist. Nothing while `enabled` is false.
 */
function useSeen(element: RefObject<HTMLElement | null>, enabled: boolean, onSeen: () => void) {
  const seen = useRef(onSeen);
  useEffect(() => {
    seen.current = onSeen;
  });
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      seen.current();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        seen.current();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, enabled]);
}

function stateWord(traitee: boolean): string {
  return traitee ? 'traitée' : 'non traitée';
}

/** What an action added to each request by src/app is given. */
export interface DemandeActionProps {
  artisanId: number;
  demande: Demande;
  /** The id of the request's title (the sender's name), for the action's aria-describedby. */
  describedBy: string;
}

export interface DemandeItemProps {
  demande: Demande;
  artisanId: number;
  /** Only the artisan it was sent to may mark it (an admin reads it). */
  canMark: boolean;
  /** Told once the API took the change, with a sentence for the inbox's live region. */
  onMarked: (announcement: string) => void;
  /** Another action on the request, from src/app. */
  Action?: ComponentType<DemandeActionProps>;
}

export function DemandeItem({ demande, artisanId, canMark, onMarked, Action }: DemandeItemProps) {
  const update = useUpdateDemande(artisanId);
  const markLue = useMarkDemandeLue(artisanId);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `demande-${demande.id}`;
  const retiree = demande.dateRetrait !== null;
  const nouvelle = !demande.traitee && !retiree;
  const article = useRef<HTMLElement>(null);
  // Only its artisan's reading counts (an admin reads the inbox too), and once.
  const asked = useRef(false);
  useSeen(article, canMark && demande.dateLecture === null, () => {
    if (asked.current) return;
    asked.current = true;
    markLue.mutate(demande.id);
  });

  async function toggle() {
    if (update.isPending) return;
    const traitee = !demande.traitee;
    setFailure(null);
    try {
      await update.mutateAsync({ id: demande.id, traitee });
      onMarked(`La demande de ${demande.nom} est marquée comme ${stateWord(traitee)}.`);
    } catch (error) {
      const text = `La demande de ${demande.nom} n’a pas pu être marquée comme ${stateWord(traitee)} : ${errorMessage(error)}`;
      setFailure(text);
      toast.error(text);
    }
  }

  return (
    <article
      ref={article}
      className={styles.item}
      data-state={retiree ? 'retiree' : nouvelle ? 'nouvelle' : 'traitee'}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className={styles.itemHeader}>
        <h3 id={titleId} className={styles.itemTitle}>
          {demande.nom}
        </h3>
        <p className={styles.state}>
          {retiree ? (
            <span>
              {WITHDRAWN} <time dateTime={demande.dateRetrait!}>{formatDateTime(demande.dateRetrait!)}</time>
            </span>
          ) : nouvelle ? (
            'Nouvelle'
          ) : (
            <>
              <IconCheck aria-hidden="true" />
              <span>
                Traitée
                {demande.dateTraitement ? (
                  <>
                    {' '}
                    <time dateTime={demande.dateTraitement}>{formatDateTime(demande.dateTraitement)}</time>
                  </>
                ) : null}
              </span>
            </>
          )}
        </p>
      </header>
      <p className={styles.meta}>
        Reçue <time dateTime={demande.dateEnvoi}>{formatDateTime(demande.dateEnvoi)}</time>
      </p>
      <dl className={styles.fields}>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${demande.email}`}>{demande.email}</a>
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            {demande.telephone ? (
              <a href={phoneHref(demande.telephone)}>{formatPhone(demande.telephone)}</a>
            ) : (
              'non indiqué'
            )}
          </dd>
        </div>
        <div>
          <dt>Code postal des travaux</dt>
          <dd>{demande.codePostal}</dd>
        </div>
        <div className={styles.messageField}>
          <dt>Message</dt>
          <dd className={styles.message}>{demande.message}</dd>
        </div>
      </dl>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {!retiree && (canMark || Action) ? (
        <div className={styles.itemActions}>
          {/* A review is asked once the request is handled: the work may not even be quoted before. */}
          {Action && demande.traitee ? (
            <Action artisanId={artisanId} demande={demande} describedBy={titleId} />
          ) : null}
          {canMark ? (
            <Button
              variant={nouvelle ? 'primary' : 'secondary'}
              size="sm"
              loading={update.isPending}
              loadingText="Enregistrement..."
              aria-describedby={titleId}
              onClick={() => void toggle()}
            >
              {nouvelle ? MARK_HANDLED : MARK_UNHANDLED}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
