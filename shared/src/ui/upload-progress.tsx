// UploadProgress: one file's upload as a labelled <progress>. Percent 0 means "started, no figure yet": the bar is
// indeterminate, because browsers that cannot stream a request body report nothing until the end.
import { useId } from 'react';
import styles from './upload-progress.module.css';

export interface UploadProgressProps {
  /** The file's name, shown and announced with the bar. */
  name: string;
  /** From 0 to 100. */
  percent: number;
}

export function UploadProgress({ name, percent }: UploadProgressProps) {
  const labelId = useId();
  const value = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)));
  const known = value > 0;
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={labelId} className={styles.name}>
          Envoi de {name}
        </span>
        <span className={styles.value} aria-hidden="true">
          {known ? `${value} %` : 'en cours…'}
        </span>
      </div>
      <progress
        className={styles.bar}
        aria-labelledby={labelId}
        max={100}
        value={known ? value : undefined}
        aria-valuetext={known ? `${value} %` : 'Envoi en cours'}
      />
    </div>
  );
}
