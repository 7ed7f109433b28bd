// One review on the « Avis à modérer » screen: its artisan (a link to the public page), the stars in words, the
// whole comment, the displayed author and their e-mail (the author can be contacted), the month of the service,
// when it was received and its source; for a review waiting, the date by which it must be decided (late in words
// once past); for a reported review, when and why its artisan reported it, and the artisan's reply if any. Its two
// decisions are the screen's (AvisModerationPage): Publier / Refuser, or Garder l’avis / Retirer l’avis.
import type { Ref } from 'react';
import { Link } from '@annuaire/shared/routing/router';
import type { AvisModeration } from '@annuaire/shared/contract/avis';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { NOTE_SOURCE_LABELS } from '@annuaire/shared/contract/note';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Button } from '@annuaire/shared/ui/button';
import { formatDate, formatDateTime, formatMonth } from '../../../utils/format-date';
import { DECISIONS, moderationDeadline, starsText, type ModerationList } from '../utils/moderation-texts';
import styles from './avis-card.module.css';

export interface AvisCardProps {
  avis: AvisModeration;
  list: ModerationList;
  /** When the list was read (ms): the time left to decide is counted from it. */
  now: number;
  /** Its publication (or keeping) is under way. */
  publishing: boolean;
  /** A decision on it is under way: its buttons wait. */
  busy: boolean;
  onPublish(): void;
  onRefuse(): void;
  onFocus(): void;
  ref?: Ref<HTMLElement>;
}

/** When the review was received: its creation, or its publication date for an answer without it. */
export function receivedAt(avis: AvisModeration): string {
  return avis.dateCreation ?? avis.datePublication;
}

/** « l’avis de Marie D. sur Atelier Martin »: what the buttons of a card act on. */
export function avisName(avis: AvisModeration): string {
  return `l’avis de ${avis.auteur} sur ${avis.artisan.entrepriseNom}`;
}

export function AvisCard({
  avis,
  list,
  now,
  publishing,
  busy,
  onPublish,
  onRefuse,
  onFocus,
  ref,
}: AvisCardProps) {
  const stars = avis.nombreEtoiles ?? LIMITS.starsDefault;
  const received = receivedAt(avis);
  const deadline = list === 'attente' ? moderationDeadline(received, now) : null;
  const decisions = DECISIONS[list];
  const name = avisName(avis);
  // The buttons' names start with their visible text: « Publier l’avis de Marie D. sur Atelier Martin ».
  const [publishVerb, refuseVerb] = list === 'attente' ? ['Publier', 'Refuser'] : ['Garder', 'Retirer'];
  const comment = avis.commentaire?.trim();

  return (
    <article
      ref={ref}
      tabIndex={-1}
      className={styles.card}
      aria-label={`Avis de ${avis.auteur} sur ${avis.artisan.entrepriseNom}`}
      onFocus={onFocus}
    >
      <div className={styles.header}>
        <h3 className={styles.title}>
          <Link to={hrefs.artisan(avis.artisan.id)} className={styles.artisan}>
            {avis.artisan.entrepriseNom}
          </Link>
        </h3>
        <p className={styles.stars}>
          <span aria-hidden="true" className={styles.starIcons}>
            {'★'.repeat(stars)}
            <span className={styles.emptyStars}>{'★'.repeat(Math.max(0, LIMITS.starsMax - stars))}</span>
          </span>{' '}
          <span className="visually-hidden">Note : </span>
          {starsText(avis.nombreEtoiles)}
        </p>
      </div>
      {deadline ? (
        <p className={styles.deadline} data-late={deadline.late}>
          {deadline.text} ({deadline.remaining})
        </p>
      ) : null}
      {list === 'signale' && avis.signalement ? (
        <div className={styles.report}>
          <p className={styles.reportTitle}>
            Signalé le <time dateTime={avis.signalement.date}>{formatDateTime(avis.signalement.date)}</time>{' '}
            par l’artisan. Sa raison :
          </p>
          <p className={styles.text}>{avis.signalement.motif}</p>
        </div>
      ) : null}
      <p className={styles.comment}>{comment || 'Sans commentaire.'}</p>
      {avis.reponse ? (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>Réponse de l’artisan :</p>
          <p className={styles.text}>{avis.reponse.texte}</p>
        </div>
      ) : null}
      <p className={styles.author}>
        <span>Auteur : {avis.auteur}</span>
        <span>
          E-mail : {avis.email ? <a href={`mailto:${avis.email}`}>{avis.email}</a> : 'non communiqué'}
        </span>
      </p>
      <p className={styles.meta}>
        <span>Prestation : {formatMonth(avis.dateExperience)}</span>
        <span>
          Reçu le <time dateTime={received}>{formatDate(received)}</time>
        </span>
        {list === 'signale' ? (
          <span>
            Publié le <time dateTime={avis.datePublication}>{formatDate(avis.datePublication)}</time>
          </span>
        ) : null}
        <span className={styles.source}>{NOTE_SOURCE_LABELS[avis.source]}</span>
      </p>
      <div className={styles.actions}>
        <Button
          onClick={onPublish}
          loading={publishing}
          disabled={busy}
          aria-label={`${publishVerb} ${name}`}
        >
          {decisions.publish}
        </Button>
        <Button variant="danger" onClick={onRefuse} disabled={busy} aria-label={`${refuseVerb} ${name}`}>
          {decisions.refuse}
        </Button>
      </div>
    </article>
  );
}
