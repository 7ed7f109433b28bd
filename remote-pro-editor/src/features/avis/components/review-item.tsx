// One published review in « Avis publiés » of the editor's « Avis clients »: its stars (« 4 sur 5 » for assistive
// technologies), comment, displayed name, publication day, month of the service and source, then the artisan's
// reply and report. The artisan (`canAct`) replies once (« Répondre »), changes the reply while isReponseEditable
// (« Modifier la réponse »), and reports a doubt (« Signaler cet avis ») unless a report is already waiting; an admin
// reads them. The focus follows the forms: into the text when one opens, back to its button or to the result.
import { useEffect, useRef, useState } from 'react';
import { AVIS_MESSAGES, isReponseEditable } from '@annuaire/shared/contract/avis';
import { NOTE_SOURCE_LABELS, type Note } from '@annuaire/shared/contract/note';
import { Button } from '@annuaire/shared/ui/button';
import { StarRating } from '@annuaire/shared/ui/star-rating';
import { formatDay, formatMonth, reviewStars, starsText } from '../utils/avis-format';
import { ReplyForm } from './reply-form';
import { ReportForm } from './report-form';
import styles from './avis-section.module.css';

export const REPLY_PUBLISHED = 'Votre réponse est publiée.';

type FocusTarget = 'replyButton' | 'reply' | 'reportButton' | 'reported';

export interface ReviewItemProps {
  note: Note;
  artisanId: number;
  /** Only the artisan the review is about replies and reports (an admin reads). */
  canAct: boolean;
}

export function ReviewItem({ note, artisanId, canAct }: ReviewItemProps) {
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const replyRef = useRef<HTMLDivElement>(null);
  const reportButtonRef = useRef<HTMLButtonElement>(null);
  const reportedRef = useRef<HTMLParagraphElement>(null);
  const titleId = `avis-${note.id}`;
  const reponse = note.reponse;
  const editable = reponse ? isReponseEditable(reponse.date) : true;

  // Once a form has closed and what it changed is on screen.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element = {
      replyButton: replyButtonRef.current,
      reply: replyRef.current,
      reportButton: reportButtonRef.current,
      reported: reportedRef.current,
    }[target];
    element?.focus();
  });

  function closeReply(focus: FocusTarget) {
    focusNext.current = focus;
    setReplying(false);
  }

  function closeReport(focus: FocusTarget) {
    focusNext.current = focus;
    setReporting(false);
  }

  const published = formatDay(note.datePublication);
  const showReplyButton = canAct && !replying && (!reponse || editable);
  const showReportButton = canAct && !reporting && !note.signalement;

  return (
    <article className={styles.review} aria-labelledby={titleId}>
      <header className={styles.reviewHeader}>
        <h4 id={titleId} className={styles.reviewAuthor}>
          {note.auteur}
        </h4>
        <span className={styles.rating}>
          <span aria-hidden="true">
            <StarRating value={reviewStars(note)} size="sm" />
          </span>
          <span className="visually-hidden">{starsText(note)}</span>
        </span>
      </header>
      <p className={note.commentaire?.trim() ? styles.comment : styles.empty}>
        {note.commentaire?.trim() || 'Sans commentaire.'}
      </p>
      <p className={styles.reviewMeta}>
        <span>
          Publié le <time dateTime={note.datePublication}>{published}</time>
        </span>
        <span>
          Prestation : <time dateTime={note.dateExperience}>{formatMonth(note.dateExperience)}</time>
        </span>
        <span className={styles.source} data-source={note.source}>
          {NOTE_SOURCE_LABELS[note.source]}
        </span>
      </p>

      {reponse && !replying ? (
        <div ref={replyRef} className={styles.reply} tabIndex={-1}>
          <p className={styles.replyTitle}>
            {canAct ? 'Votre réponse' : 'Réponse de l’artisan'}, publiée le{' '}
            <time dateTime={reponse.date}>{formatDay(reponse.date)}</time>
          </p>
          <p className={styles.replyText}>{reponse.texte}</p>
          {canAct && !editable ? <p className={styles.meta}>{AVIS_MESSAGES.reponseLocked}</p> : null}
        </div>
      ) : null}
      {replying ? (
        <ReplyForm
          artisanId={artisanId}
          noteId={note.id}
          initialText={reponse?.texte ?? ''}
          label={`${reponse ? 'Modifier la réponse à' : 'Répondre à'} l’avis de ${note.auteur}`}
          onPublished={() => {
            setNotice(REPLY_PUBLISHED);
            closeReply('reply');
          }}
          onCancel={() => closeReply('replyButton')}
        />
      ) : null}

      {note.signalement ? (
        <p ref={reportedRef} className={styles.reported} tabIndex={-1}>
          Signalé le <time dateTime={note.signalement.date}>{formatDay(note.signalement.date)}</time> : en
          cours d’examen
        </p>
      ) : null}
      {reporting ? (
        <ReportForm
          artisanId={artisanId}
          noteId={note.id}
          label={`Signaler l’avis de ${note.auteur}`}
          onReported={(message) => {
            setNotice(message);
            closeReport('reported');
          }}
          onCancel={() => closeReport('reportButton')}
        />
      ) : null}

      {showReplyButton || showReportButton ? (
        <div className={styles.reviewActions}>
          {showReplyButton ? (
            <Button
              ref={replyButtonRef}
              variant="secondary"
              size="sm"
              className={styles.action}
              aria-describedby={titleId}
              onClick={() => {
                setNotice(null);
                setReplying(true);
              }}
            >
              {reponse ? 'Modifier la réponse' : 'Répondre'}
            </Button>
          ) : null}
          {showReportButton ? (
            <Button
              ref={reportButtonRef}
              variant="ghost"
              size="sm"
              className={styles.action}
              aria-describedby={titleId}
              onClick={() => {
                setNotice(null);
                setReporting(true);
              }}
            >
              Signaler cet avis
            </Button>
          ) : null}
        </div>
      ) : null}
      <div role="status">{notice ? <p className={styles.success}>{notice}</p> : null}</div>
    </article>
  );
}
