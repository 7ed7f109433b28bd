// One list of the editor (issue 21): the artisan's qualifications (« Normes Acquises ») or their ten-year liability
// insurances (« Assurance décennale »), each with its certificate's picture, its body and number, its validity, the
// RGE mention, whether the administration checked it (« En attente de vérification » until then: the RGE badge waits
// for it) and a warning when it ends soon or has ended (the artisan sees expired ones; the public does not).
// « Modifier » and « Ajouter … » open the inline form; « Supprimer » asks first. The per-artisan limit of the
// contract disables « Ajouter … » and says why.
import { useRef, useState } from 'react';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import {
  QUALIFICATION_VERIFICATION,
  isVerifiable,
  parisToday,
  validiteStatut,
  validiteWarning,
} from '@annuaire/shared/contract/qualification';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { cx } from '@annuaire/shared/ui/class-names';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { IconAlert } from '@annuaire/shared/ui/icons';
import { Lightbox } from '@annuaire/shared/ui/lightbox';
import type { QualificationType } from '@annuaire/shared/ui/qualification-fields';
import { toast } from '@annuaire/shared/ui/toast';
import { useDeleteQualification } from '../api/save-qualification';
import {
  QUALIFICATION_TEXTS,
  isPictureOnly,
  qualificationLabel,
  validityLine,
} from '../utils/qualification-texts';
import { QualificationForm } from './qualification-form';
import { RGE_MENTION_EXPLANATION, RgeBadge } from '@annuaire/shared/ui/rge-badge';
import styles from './qualifications-section.module.css';

export const PICTURE_ONLY_TEXT =
  'Certificat sans informations : complétez l’organisme, le numéro et les dates avec « Modifier ».';

export interface QualificationsSectionProps {
  artisanId: number;
  type: QualificationType;
  /** The artisan's trades (their pages show the RGE badge). */
  specialites: readonly number[];
  /** This type's details, in display order, the expired ones included. */
  details: readonly ArtisanDetail[];
  onSaved(detail: ArtisanDetail): void;
  onDeleted(detailId: number): void;
  /** Whether an open form holds something not saved (the editor's leave guard). */
  onDirtyChange?(dirty: boolean): void;
}

/** The open form: a new one, or the stored detail's id. */
type Editing = 'new' | number | null;

export function QualificationsSection({
  artisanId,
  type,
  specialites,
  details,
  onSaved,
  onDeleted,
  onDirtyChange,
}: QualificationsSectionProps) {
  const texts = QUALIFICATION_TEXTS[type];
  const limit = LIMITS.detailsPerType[type];
  const full = details.length >= limit;
  const headingId = `qualifications-${type.toLowerCase()}`;
  const limitId = `${headingId}-limite`;
  const sectionRef = useRef<HTMLElement>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const thumbs = useRef(new Map<number, HTMLButtonElement | null>());
  const [toDelete, setToDelete] = useState<ArtisanDetail | null>(null);
  const remove = useDeleteQualification(artisanId, specialites);
  const today = parisToday();
  const labelOf = (detail: ArtisanDetail) => qualificationLabel(detail, details.indexOf(detail) + 1, type);
  const withImage = details.filter((detail) => detail.pathImg);

  /** Back to the button that opened the form (or the heading when it is gone). */
  function focusBack(target: Editing) {
    requestAnimationFrame(() => {
      const section = sectionRef.current;
      const selector = target === 'new' ? '[data-action="ajouter"]' : `[data-modifier="${String(target)}"]`;
      const button = section?.querySelector<HTMLElement>(selector);
      (button && !button.hasAttribute('disabled')
        ? button
        : section?.querySelector<HTMLElement>('h2')
      )?.focus();
    });
  }

  function open(target: Editing) {
    setStatus('');
    onDirtyChange?.(false);
    setEditing(target);
  }

  function close() {
    const target = editing;
    onDirtyChange?.(false);
    setEditing(null);
    focusBack(target);
  }

  function handleSaved(detail: ArtisanDetail) {
    onSaved(detail);
    setStatus(texts.saved);
    close();
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      onDeleted(toDelete.id);
      if (editing === toDelete.id) close();
      toast.success(MESSAGES.detailDeleted);
      setStatus(MESSAGES.detailDeleted);
      setToDelete(null);
    } catch (error) {
      toast.error(MESSAGES.deleteFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  const form = (detail: ArtisanDetail | null) => (
    <QualificationForm
      artisanId={artisanId}
      type={type}
      specialites={specialites}
      detail={detail}
      onSaved={handleSaved}
      onCancel={close}
      onDirtyChange={onDirtyChange}
    />
  );

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title} tabIndex={-1}>
          {texts.title}
        </h2>
        <p className={styles.count}>
          {details.length} / {limit} {texts.countNoun}
        </p>
      </div>

      {details.length === 0 ? (
        <p className={styles.empty}>{texts.emptyText}</p>
      ) : (
        <ul className={styles.list} aria-label={texts.title}>
          {details.map((detail) =>
            editing === detail.id ? (
              <li key={detail.id} className={styles.editing}>
                {form(detail)}
              </li>
            ) : (
              <QualificationItem
                key={detail.id}
                detail={detail}
                type={type}
                label={labelOf(detail)}
                today={today}
                onZoom={() => setLightboxIndex(withImage.indexOf(detail))}
                thumbRef={(element) => {
                  thumbs.current.set(detail.id, element);
                }}
                onEdit={() => open(detail.id)}
                onDelete={() => setToDelete(detail)}
              />
            ),
          )}
        </ul>
      )}

      <p className={styles.status} role="status">
        {status}
      </p>

      {editing === 'new' ? (
        form(null)
      ) : (
        <div className={styles.add}>
          <Button
            variant="secondary"
            data-action="ajouter"
            disabled={full}
            aria-describedby={full ? limitId : undefined}
            onClick={() => open('new')}
          >
            {texts.addLabel}
          </Button>
          {full ? (
            <p id={limitId} className={styles.limit}>
              {MESSAGES.detailLimit[type]}
            </p>
          ) : null}
        </div>
      )}

      <Lightbox
        images={withImage.map((detail) => ({
          src: detail.pathImg!,
          srcSet: imageSrcSet(detail.pathImg) || undefined,
          alt: labelOf(detail),
        }))}
        index={lightboxIndex}
        onIndexChange={setLightboxIndex}
        triggerOf={(index) => thumbs.current.get(withImage[index]?.id ?? -1)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        message={
          <p>
            « {toDelete ? labelOf(toDelete) : ''} » sera retirée de votre profil. Cette action est définitive.
          </p>
        }
        confirmLabel="Supprimer"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

interface QualificationItemProps {
  detail: ArtisanDetail;
  type: QualificationType;
  label: string;
  today: string;
  onZoom(): void;
  /** The picture's button, for the lightbox to give the focus back to the picture last shown. */
  thumbRef?(element: HTMLButtonElement | null): void;
  onEdit(): void;
  onDelete(): void;
}

function QualificationItem({
  detail,
  type,
  label,
  today,
  onZoom,
  thumbRef,
  onEdit,
  onDelete,
}: QualificationItemProps) {
  const texts = QUALIFICATION_TEXTS[type];
  const warning = validiteWarning(detail, today);
  const expired = validiteStatut(detail, today) === 'EXPIREE';
  const validity = validityLine(detail);
  const pictureOnly = type === 'NORME' && isPictureOnly(detail);
  return (
    <li className={cx(styles.item, expired && styles.expired)}>
      {detail.pathImg ? (
        <button
          type="button"
          ref={thumbRef}
          className={styles.thumb}
          onClick={onZoom}
          aria-label={`Agrandir : ${label}`}
        >
          <img
            src={detail.pathImg}
            srcSet={imageSrcSet(detail.pathImg) || undefined}
            sizes="6rem"
            alt=""
            loading="lazy"
            decoding="async"
            className={styles.thumbImage}
          />
        </button>
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.itemTitle}>
          <span>{detail.organisme ?? (pictureOnly ? texts.itemNoun : label)}</span>
          {detail.rge ? <RgeBadge explanation={RGE_MENTION_EXPLANATION} /> : null}
        </h3>
        {detail.description ? <p className={styles.intitule}>{detail.description}</p> : null}
        {detail.numero ? (
          <p className={styles.meta}>
            {texts.numeroLabel} {detail.numero}
          </p>
        ) : null}
        {validity ? <p className={styles.meta}>{validity}</p> : null}
        {isVerifiable(detail) ? (
          <p className={styles.meta}>
            {detail.verifiee ? QUALIFICATION_VERIFICATION.verifiee : QUALIFICATION_VERIFICATION.enAttente}
            {detail.rge && !detail.verifiee ? ` : ${QUALIFICATION_VERIFICATION.explanation}` : null}
          </p>
        ) : null}
        {warning ? (
          <p className={cx(styles.warning, expired && styles.warningExpired)} role="status">
            <IconAlert size="1.1em" className={styles.warningIcon} />
            <span>{warning}</span>
          </p>
        ) : null}
        {pictureOnly ? <p className={styles.meta}>{PICTURE_ONLY_TEXT}</p> : null}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" data-modifier={detail.id} onClick={onEdit}>
          Modifier<span className="visually-hidden"> : {label}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Supprimer<span className="visually-hidden"> : {label}</span>
        </Button>
      </div>
    </li>
  );
}
