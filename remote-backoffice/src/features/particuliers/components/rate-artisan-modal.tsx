// 'Noter un Artisan' (SPEC back office 5): the artisan (found by name or city, then 'Sélectionner un artisan'),
// the note from 1 to 5 and an optional comment; 'Envoyer la Note' or 'Annuler'. Sent only with a particulier, an
// artisan and a note; on success the toast 'Note envoyée avec succès !', then the popup closes and resets.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { toApiError } from '@annuaire/shared/client/http';
import { createNote } from '@annuaire/shared/client/notes';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { NoteInputSchema } from '@annuaire/shared/contract/note';
import type { Particulier } from '@annuaire/shared/contract/particulier';
import { Button } from '@annuaire/shared/ui/button';
import { IconSearch } from '@annuaire/shared/ui/icons';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { Modal } from '@annuaire/shared/ui/modal';
import { Select } from '@annuaire/shared/ui/select';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLoad } from '../../../hooks/use-load';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../utils/zod-errors';
import { ARTISAN_CHOICES, searchArtisans } from '../api/search-artisans';
import styles from './rate-artisan-modal.module.css';

interface RateArtisanModalProps {
  /** The particulier giving the note; null when closed. */
  particulier: Particulier | null;
  onClose(): void;
}

export function RateArtisanModal({ particulier, onClose }: RateArtisanModalProps) {
  const formId = useId();
  const [sending, setSending] = useState(false);
  return (
    <Modal
      open={particulier !== null}
      onClose={() => {
        if (!sending) onClose();
      }}
      title="Noter un Artisan"
      description={particulier ? `Note donnée par ${particulier.nom} ${particulier.prenom}` : undefined}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Annuler
          </Button>
          <Button type="submit" form={formId} loading={sending} loadingText="Envoi en cours...">
            Envoyer la Note
          </Button>
        </>
      }
    >
      {particulier ? (
        // A new particulier gets a fresh form: the popup resets between uses.
        <RateForm
          key={particulier.id}
          formId={formId}
          particulier={particulier}
          sending={sending}
          setSending={setSending}
          onSent={onClose}
        />
      ) : null}
    </Modal>
  );
}

interface RateFormProps {
  formId: string;
  particulier: Particulier;
  sending: boolean;
  setSending(sending: boolean): void;
  onSent(): void;
}

function RateForm({ formId, particulier, sending, setSending, onSent }: RateFormProps) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const artisans = useLoad(() => searchArtisans(query), [query]);
  const [artisanId, setArtisanId] = useState('');
  const [note, setNote] = useState('');
  const [commentaire, setCommentaire] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const options = (artisans.data?.items ?? []).map((artisan) => ({
    value: String(artisan.id),
    label: [artisan.entrepriseNom, artisan.ville].filter(Boolean).join(' – '),
  }));
  let hint = 'Tapez une partie du nom ou de la ville pour trouver un artisan.';
  if (artisans.loading) hint = 'Chargement des artisans...';
  else if (artisans.error) hint = artisans.error;
  else if (artisans.data && artisans.data.total > ARTISAN_CHOICES)
    hint = `${ARTISAN_CHOICES} premiers artisans sur ${artisans.data.total} : précisez la recherche.`;
  else if (artisans.data && artisans.data.total === 0)
    hint = 'Aucun artisan ne correspond à cette recherche.';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = NoteInputSchema.safeParse({
      particulierId: particulier.id,
      artisanId: artisanId || undefined,
      nombreEtoiles: note.trim() === '' ? undefined : Number(note),
      commentaire: commentaire.trim() || null,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    setSending(true);
    try {
      await createNote(parsed.data);
      setSending(false);
      toast.success(MESSAGES.noteSent);
      onSent();
    } catch (error) {
      setSending(false);
      setErrors(apiFieldErrors(error));
      setFormError(toApiError(error).message);
    }
  }

  return (
    <form id={formId} className={styles.form} noValidate onSubmit={submit}>
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <TextField
        label="Rechercher un artisan"
        type="search"
        placeholder="Nom de l'entreprise ou ville"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        leadingIcon={<IconSearch />}
        hint={hint}
      />
      <Select
        label="Artisan"
        required
        placeholder="Sélectionner un artisan"
        options={options}
        value={artisanId}
        onChange={(event) => setArtisanId(event.target.value)}
        error={errors.artisanId}
      >
        {/* The chosen artisan stays selectable when a new search no longer lists it. */}
        {artisanId && !options.some((option) => option.value === artisanId) ? (
          <option value={artisanId}>Artisan sélectionné (n° {artisanId})</option>
        ) : null}
      </Select>
      <TextField
        label="Note"
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={5}
        step={1}
        hint="De 1 à 5 étoiles."
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.nombreEtoiles}
      />
      <TextArea
        label="Commentaire"
        rows={4}
        maxLength={2000}
        value={commentaire}
        onChange={(event) => setCommentaire(event.target.value)}
        error={errors.commentaire}
      />
    </form>
  );
}
