// One document of a claim by documents: a labelled file input (keyboard reachable like any input), the formats and
// the limit as its hint, the chosen file's name and size (« kbis.pdf, 1,2 Mo ») and its French error, all announced
// with it. The file is the form's value; the input is the browser's picker.
import { useId } from 'react';
import { REVENDICATION_LIMITS } from '@annuaire/shared/contract/revendication';
import { Field, useLabelledControl } from '@annuaire/shared/ui/field';
import { formatFileSize } from '@annuaire/shared/domain/file-size';
import { DOCUMENT_ACCEPT } from '../utils/claim-documents';
import styles from './revendication-page.module.css';

export interface DocumentFieldProps {
  name: string;
  label: string;
  file: File | null;
  error: string | undefined;
  onChange(file: File | null): void;
}

export function DocumentField({ name, label, file, error, onChange }: DocumentFieldProps) {
  const chosenId = useId();
  const { field, control } = useLabelledControl({
    label,
    hint: `PDF, JPEG ou PNG, ${REVENDICATION_LIMITS.documentMaxBytes / (1024 * 1024)} Mo au plus.`,
    error,
    required: true,
    'aria-describedby': file ? chosenId : undefined,
  });
  return (
    <Field {...field}>
      <input
        {...control}
        type="file"
        name={name}
        accept={DOCUMENT_ACCEPT}
        className={styles.documentInput}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {file ? (
        <p id={chosenId} className={styles.documentChosen}>
          {file.name}, {formatFileSize(file.size)}
        </p>
      ) : null}
    </Field>
  );
}
