// ImageDropZone: drop images on it, or click it (Enter, Space) to pick them. Only images under the size limit reach
// onFiles; the others are refused with a French message before anything is sent. With `shrink`, an image over the
// limit is first made smaller in the browser (shrink-image.ts) and refused only if it still does not fit. Without
// `onRejected`, the refusals stay written under the zone (announced, tied to its button) until the next pick, rather
// than in a toast that closes before it is read. Used by the profile editor (main image, galleries) and the back
// office's image fields.
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { LIMITS } from '../contract/limits';
import { MESSAGES } from '../contract/messages';
import { cx } from './class-names';
import styles from './image-drop-zone.module.css';

export const NOT_AN_IMAGE_MESSAGE = 'Ce fichier n’est pas une image.';

export interface ImageDropZoneProps {
  /** What the zone does, e.g. 'Ajouter des photos de réalisations'; its accessible name. */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Largest accepted file in bytes; the contract's 2 MB by default. */
  maxBytes?: number;
  /** The accepted images, in the order chosen; never called with an empty list. */
  onFiles(files: File[]): void;
  /**
   * Once per reason a file was refused (too large, not an image). Without it, the zone shows the reasons itself,
   * under it, until the next pick.
   */
  onRejected?(message: string): void;
  /** Makes an image over `maxBytes` smaller before it is screened (shrinkImage); the result is screened as usual. */
  shrink?(file: File, maxBytes: number): Promise<File>;
  /** A refusal of the caller's own (the server's answer to the last send), shown with the zone's refusals. */
  error?: string | null;
  /** While files are being made smaller, e.g. « Réduction de la photo… »; the zone is busy meanwhile. */
  shrinkingLabel?: string;
  /** Shown inside the zone under the label, e.g. the current image or a hint. */
  children?: ReactNode;
  className?: string;
}

function tooLargeMessage(maxBytes: number): string {
  if (maxBytes === LIMITS.imageMaxBytes) return MESSAGES.imageTooLarge;
  const megabytes = (maxBytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  return `La taille de l'image ne doit pas dépasser ${megabytes} Mo.`;
}

/** Splits files into accepted images and the distinct reasons the others were refused. */
export function screenImages(
  files: readonly File[],
  maxBytes: number = LIMITS.imageMaxBytes,
): { accepted: File[]; rejections: string[] } {
  const accepted: File[] = [];
  const rejections = new Set<string>();
  for (const file of files) {
    if (!file.type.startsWith('image/')) rejections.add(NOT_AN_IMAGE_MESSAGE);
    else if (file.size > maxBytes) rejections.add(tooLargeMessage(maxBytes));
    else accepted.push(file);
  }
  return { accepted, rejections: [...rejections] };
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export function ImageDropZone({
  label,
  multiple = false,
  disabled = false,
  maxBytes = LIMITS.imageMaxBytes,
  onFiles,
  onRejected,
  shrink,
  error = null,
  shrinkingLabel = 'Réduction de l’image en cours…',
  children,
  className,
}: ImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [refusals, setRefusals] = useState<string[]>([]);
  const [shrinking, setShrinking] = useState(false);
  const blocked = disabled || shrinking;
  const messages = [...refusals, ...(error && !refusals.includes(error) ? [error] : [])];
  // A counter, not a boolean: dragenter and dragleave also fire when the pointer crosses the zone's children.
  const [dragDepth, setDragDepth] = useState(0);

  async function receive(list: FileList | null) {
    if (blocked || !list || list.length === 0) return;
    let files = multiple ? Array.from(list) : Array.from(list).slice(0, 1);
    if (shrink && files.some((file) => file.type.startsWith('image/') && file.size > maxBytes)) {
      setShrinking(true);
      try {
        files = await Promise.all(
          files.map((file) =>
            file.type.startsWith('image/') && file.size > maxBytes ? shrink(file, maxBytes) : file,
          ),
        );
      } finally {
        setShrinking(false);
      }
    }
    const { accepted, rejections } = screenImages(files, maxBytes);
    if (onRejected) rejections.forEach((message) => onRejected(message));
    else setRefusals(rejections);
    if (accepted.length > 0) onFiles(accepted);
  }

  function handleDragEnter(event: DragEvent<HTMLDivElement>) {
    if (blocked || !carriesFiles(event)) return;
    event.preventDefault();
    setDragDepth((depth) => depth + 1);
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (blocked || !carriesFiles(event)) return;
    // Without this the browser opens the dropped file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (blocked || !carriesFiles(event)) return;
    setDragDepth((depth) => Math.max(0, depth - 1));
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragDepth(0);
    void receive(event.dataTransfer.files);
  }

  const maxLabel = (maxBytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 });

  return (
    <div
      className={cx(styles.zone, dragDepth > 0 && styles.active, blocked && styles.disabled, className)}
      data-dragging={dragDepth > 0 || undefined}
      onDragEnter={handleDragEnter}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
    >
      {/* The button's name is its visible label (WCAG 2.5.3); the hint under it is its description, outside it. */}
      <button
        type="button"
        className={styles.trigger}
        disabled={blocked}
        aria-busy={shrinking || undefined}
        aria-describedby={messages.length > 0 ? `${hintId} ${errorId}` : hintId}
        onClick={() => inputRef.current?.click()}
      >
        <svg
          className={styles.icon}
          width="2rem"
          height="2rem"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 16l-5-5-9 9" />
        </svg>
        <span className={styles.label}>{label}</span>
      </button>
      {/* A click on the hint opens the picker too, as the whole zone did; keyboard users have the button. */}
      <p id={hintId} className={styles.hint} onClick={() => inputRef.current?.click()}>
        {multiple
          ? 'Glissez-déposez vos images ici ou cliquez pour les choisir'
          : 'Glissez-déposez une image ici ou cliquez pour la choisir'}
        {` (${maxLabel} Mo maximum par image`}
        {shrink ? ' : une photo plus lourde est réduite avant l’envoi' : ''}
        {').'}
      </p>
      {shrinking ? (
        <p className={styles.status} role="status">
          {shrinkingLabel}
        </p>
      ) : null}
      {children ? <div className={styles.content}>{children}</div> : null}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={blocked}
        tabIndex={-1}
        aria-hidden="true"
        className={styles.input}
        onChange={(event) => {
          void receive(event.target.files);
          // Picking the same file again must fire change again.
          event.target.value = '';
        }}
      />
      {/*
        Always in the page, so that a screen reader announces the refusals when they are written into it; a live
        region rather than role="alert", so that an editor with several zones has no empty alerts.
      */}
      <div id={errorId} className={styles.errors} aria-live="assertive" aria-atomic="true" data-refusals="">
        {messages.map((message) => (
          <p key={message} className={styles.error}>
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}
