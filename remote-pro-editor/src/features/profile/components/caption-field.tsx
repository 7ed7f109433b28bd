// The caption under one work image of the editor's gallery (« Salle de bains – Tulle »): typed, then saved with its
// own « Enregistrer » (Enter too), apart from the profile's save; the public gallery and the lightbox show it.
import { useState } from 'react';
import { ImageCaptionSchema, type ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { Button } from '@annuaire/shared/ui/button';
import { TextField } from '@annuaire/shared/ui/input';
import { useSaveCaption } from '../api/save-caption';
import styles from './image-gallery.module.css';

export const CAPTION_SAVED = 'Légende enregistrée.';
export const CAPTION_PLACEHOLDER = 'Ex. : Salle de bains – Tulle';

export interface CaptionFieldProps {
  artisanId: number;
  detail: ArtisanDetail & { type: 'IMG_REALISATION'; pathImg: string };
  /** The image's name without its caption, e.g. 'Réalisation 2', to tell the fields apart. */
  itemName: string;
  onSaved(detail: ArtisanDetail): void;
}

export function CaptionField({ artisanId, detail, itemName, onSaved }: CaptionFieldProps) {
  const save = useSaveCaption(artisanId);
  const [status, setStatus] = useState('');
  const stored = detail.description?.trim() ?? '';
  const form = useContractForm({
    schema: ImageCaptionSchema,
    initialValues: { description: stored },
    fields: ['description'],
    toInput: (values) => ({ description: values.description.trim() || null }),
    submit: (data) => save.mutateAsync({ detail, description: data.description ?? null }),
    onSuccess: (result) => {
      onSaved(result as ArtisanDetail);
      setStatus(CAPTION_SAVED);
    },
  });
  const changed = form.values.description.trim() !== stored;
  const id = `legende-${detail.id}`;

  return (
    <form className={styles.caption} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <TextField
        id={id}
        name="description"
        label={
          <>
            Légende<span className="visually-hidden"> de {itemName}</span>
          </>
        }
        placeholder={CAPTION_PLACEHOLDER}
        maxLength={LIMITS.descriptionMaxLength - 1}
        value={form.values.description}
        error={form.errors.description ?? form.formError ?? undefined}
        onChange={(event) => {
          form.setValue('description', event.target.value);
          setStatus('');
        }}
      />
      <div className={styles.captionActions}>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={!changed || !form.ready}
          loading={form.sending}
          loadingText="Enregistrement..."
        >
          Enregistrer<span className="visually-hidden"> la légende de {itemName}</span>
        </Button>
        <p className={styles.captionStatus} role="status">
          {status}
        </p>
      </div>
    </form>
  );
}
