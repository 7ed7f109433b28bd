// 'Noter un Artisan' (SPEC back office 5): the artisan (a combobox searching the API by company name or city,
// artisan-choice-field.tsx), the note from 1 to 5, an optional comment and « Date de la prestation », the month of the
// service (pre-filled with the current month, never in the future); 'Envoyer la Note' or 'Annuler'. Sent only with a
// particulier, an artisan and a note, the contract's French errors next to the fields otherwise; on success the toast
// 'Note envoyée avec succès !', then the popup closes and resets.
import { useId } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { NoteInputSchema, currentMonth, type NoteInput } from '@annuaire/shared/contract/note';
import type { Particulier } from '@annuaire/shared/contract/particulier';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { useCreateNote } from '../api/create-note';
import { ArtisanChoiceField } from './artisan-choice-field';

interface RateArtisanModalProps {
  /** The particulier giving the note; null when closed. */
  particulier: Particulier | null;
  onClose(): void;
}

export function RateArtisanModal({ particulier, onClose }: RateArtisanModalProps) {
  const formId = useId();
  const createNote = useCreateNote();
  return (
    <FormModal
      open={particulier !== null}
      title="Noter un Artisan"
      description={particulier ? `Note donnée par ${particulier.nom} ${particulier.prenom}` : undefined}
      formId={formId}
      submitLabel="Envoyer la Note"
      sendingLabel="Envoi en cours..."
      sending={createNote.isPending}
      onClose={onClose}
    >
      {particulier ? (
        // A new particulier gets a fresh form: the popup resets between uses.
        <RateForm
          key={particulier.id}
          formId={formId}
          particulier={particulier}
          send={createNote.mutateAsync}
          onSent={onClose}
        />
      ) : null}
    </FormModal>
  );
}

interface RateFormProps {
  formId: string;
  particulier: Particulier;
  send(note: NoteInput): Promise<unknown>;
  onSent(): void;
}

const COMMENT_MAX_LENGTH = maxLengthOf(NoteInputSchema.shape.commentaire.unwrap().unwrap());

function RateForm({ formId, particulier, send, onSent }: RateFormProps) {
  // The latest month a service can have taken place: the current month in France.
  const latestMonth = currentMonth();
  const form = useContractForm({
    schema: NoteInputSchema,
    initialValues: { artisanId: '', nombreEtoiles: '', commentaire: '', dateExperience: latestMonth },
    fields: ['artisanId', 'nombreEtoiles', 'commentaire', 'dateExperience'],
    toInput: ({ artisanId, nombreEtoiles, commentaire, dateExperience }) => ({
      particulierId: particulier.id,
      artisanId: artisanId || undefined,
      nombreEtoiles: nombreEtoiles.trim() === '' ? undefined : Number(nombreEtoiles),
      commentaire: commentaire.trim() || null,
      // Emptied, it is checked as such: the contract's French message asks for the month.
      dateExperience,
    }),
    submit: (note) => send(note),
    onSuccess() {
      toast.success(MESSAGES.noteSent);
      onSent();
    },
  });
  return (
    <AdminForm id={formId} error={form.formError} onSubmit={(event) => void form.handleSubmit(event)}>
      <ArtisanChoiceField
        name="artisanId"
        error={form.errors.artisanId}
        onChange={(artisan) => form.setValue('artisanId', String(artisan.id))}
      />
      <TextField
        label="Note"
        required
        type="number"
        inputMode="numeric"
        min={LIMITS.starsMin}
        max={LIMITS.starsMax}
        step={1}
        hint={`De ${LIMITS.starsMin} à ${LIMITS.starsMax} étoiles.`}
        {...bindField(form, 'nombreEtoiles')}
      />
      <TextArea
        label="Commentaire"
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        {...bindField(form, 'commentaire')}
      />
      <TextField
        label="Date de la prestation"
        required
        type="month"
        max={latestMonth}
        hint="Le mois et l’année de la prestation, au plus tard le mois en cours."
        {...bindField(form, 'dateExperience')}
      />
    </AdminForm>
  );
}
