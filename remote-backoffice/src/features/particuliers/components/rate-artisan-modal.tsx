// 'Noter un Artisan' (SPEC back office 5): the artisan (found by name or city, then 'Sélectionner un artisan'),
// the note from 1 to 5, an optional comment and « Date de la prestation », the month of the service (issue 20,
// pre-filled with the current month, never in the future); 'Envoyer la Note' or 'Annuler'. Sent only with a
// particulier, an artisan and a note; on success the toast 'Note envoyée avec succès !', then the popup closes and
// resets.
import { useId, useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { NoteInputSchema, currentMonth, type NoteInput } from '@annuaire/shared/contract/note';
import type { Particulier } from '@annuaire/shared/contract/particulier';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { IconSearch } from '@annuaire/shared/ui/icons';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { Select } from '@annuaire/shared/ui/select';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { useDebouncedValue } from '@annuaire/shared/utils/use-debounced-value';
import { bindField, maxLengthOf } from '@annuaire/shared/forms/bind-field';
import { listQuery } from '../../../utils/list-query';
import { useCreateNote } from '../api/create-note';
import { ARTISAN_CHOICES, useArtisanChoices } from '../api/search-artisans';

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
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const artisans = listQuery(useArtisanChoices(query));
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
  const { artisanId } = form.values;

  const options = (artisans.data?.items ?? []).map((artisan) => ({
    value: String(artisan.id),
    label: [artisan.entrepriseNom, artisan.ville].filter(Boolean).join(' – '),
  }));
  let hint = 'Tapez une partie du nom ou de la ville pour trouver un artisan.';
  if (artisans.loading) hint = MESSAGES.artisansLoading;
  else if (artisans.error) hint = artisans.error;
  else if (artisans.data && artisans.data.total > ARTISAN_CHOICES)
    hint = `${ARTISAN_CHOICES} premiers artisans sur ${artisans.data.total} : précisez la recherche.`;
  else if (artisans.data && artisans.data.total === 0)
    hint = 'Aucun artisan ne correspond à cette recherche.';

  return (
    <AdminForm id={formId} error={form.formError} onSubmit={(event) => void form.handleSubmit(event)}>
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
        {...bindField(form, 'artisanId')}
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
