// 'Ajouter un Nouvel Artisan' / 'Modifier Artisan' (SPEC back office 2, 4, 5): the owner account among the
// ROLE_ARTISAN users (username and e-mail), the company, the address filled by the address search, the radius,
// SIRET, SIREN, the optional years of experience and the trades by checkboxes. Validated with the contract's
// schema before sending; the API's refusals (account taken, unknown trade...) show on the form.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { createArtisan, fetchArtisan, updateArtisan } from '@annuaire/shared/client/artisans';
import { toApiError } from '@annuaire/shared/client/http';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import { fetchUsers } from '@annuaire/shared/client/users';
import { ArtisanInputSchema } from '@annuaire/shared/contract/artisan';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { AddressSearch } from '@annuaire/shared/ui/address-search';
import { Button } from '@annuaire/shared/ui/button';
import { CheckboxGroup } from '@annuaire/shared/ui/checkbox';
import { TextField } from '@annuaire/shared/ui/input';
import { Modal } from '@annuaire/shared/ui/modal';
import { Select } from '@annuaire/shared/ui/select';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useLoad } from '../../../hooks/use-load';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../utils/zod-errors';
import {
  EMPTY_ARTISAN_FORM,
  addressOf,
  formValuesOf,
  payloadOf,
  type ArtisanFormValues,
} from '../utils/artisan-form-values';
import styles from './artisan-form-modal.module.css';

interface ArtisanFormModalProps {
  /** null: create mode; an id: edit mode. */
  artisanId: number | null;
  onClose(): void;
  onSaved(): void;
}

export function ArtisanFormModal({ artisanId, onClose, onSaved }: ArtisanFormModalProps) {
  const formId = useId();
  const editing = artisanId !== null;
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      onClose={() => {
        if (!saving) onClose();
      }}
      title={editing ? 'Modifier Artisan' : 'Ajouter un Nouvel Artisan'}
      size="lg"
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Annuler
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {editing ? 'Mettre à jour' : 'Ajouter'}
          </Button>
        </>
      }
    >
      <ArtisanForm
        formId={formId}
        artisanId={artisanId}
        saving={saving}
        setSaving={setSaving}
        onSaved={onSaved}
      />
    </Modal>
  );
}

interface ArtisanFormProps {
  formId: string;
  artisanId: number | null;
  saving: boolean;
  setSaving(saving: boolean): void;
  onSaved(): void;
}

function ArtisanForm({ formId, artisanId, saving, setSaving, onSaved }: ArtisanFormProps) {
  const choices = useLoad(() => Promise.all([fetchUsers('ROLE_ARTISAN'), fetchSpecialites()]), []);
  const existing = useLoad(
    () => (artisanId === null ? Promise.resolve(null) : fetchArtisan(artisanId)),
    [artisanId],
  );
  // What the admin changed; until then, the artisan's saved values (or the empty form).
  const [edited, setEdited] = useState<ArtisanFormValues | null>(null);
  const [addressText, setAddressText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  let values = edited;
  if (!values) {
    if (artisanId === null) values = EMPTY_ARTISAN_FORM;
    else if (existing.data) values = formValuesOf(existing.data);
  }

  const loadError = choices.error ?? existing.error;
  if (loadError) return <p role="alert">{loadError}</p>;
  if (!choices.data || !values) return <LoadingText>Chargement du formulaire...</LoadingText>;
  const [users, specialites] = choices.data;
  const form = values;

  function change(update: Partial<ArtisanFormValues>) {
    setEdited((current) => ({ ...(current ?? form), ...update }));
  }

  function set<K extends keyof ArtisanFormValues>(key: K, value: ArtisanFormValues[K]) {
    change({ [key]: value });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = ArtisanInputSchema.safeParse(payloadOf(form));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      setFormError('Le formulaire contient des erreurs : corrigez les champs signalés.');
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      if (artisanId === null) await createArtisan(parsed.data);
      else await updateArtisan(artisanId, parsed.data);
      toast.success(
        artisanId === null
          ? `L'artisan « ${parsed.data.entrepriseNom} » a été ajouté.`
          : `L'artisan « ${parsed.data.entrepriseNom} » a été mis à jour.`,
      );
      setSaving(false);
      onSaved();
    } catch (error) {
      setSaving(false);
      setErrors(apiFieldErrors(error));
      setFormError(toApiError(error).message);
    }
  }

  const userOptions = users.map((user) => ({
    value: String(user.id),
    label: `${user.username} (${user.email})`,
  }));

  return (
    <form id={formId} className={styles.form} noValidate onSubmit={submit}>
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <Select
        label="Compte utilisateur"
        hint="Un compte de rôle ROLE_ARTISAN, sans autre artisan."
        required
        placeholder="Sélectionner un utilisateur"
        options={userOptions}
        value={form.userId}
        onChange={(event) => set('userId', event.target.value)}
        error={errors.userId}
      />
      <TextField
        label="Nom de l'entreprise"
        required
        value={form.entrepriseNom}
        onChange={(event) => set('entrepriseNom', event.target.value)}
        error={errors.entrepriseNom}
        autoComplete="organization"
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Adresse</legend>
        <AddressSearch
          id={`${formId}-address-search`}
          label="Rechercher une adresse"
          placeholder="Numéro, rue, code postal ou ville"
          value={addressText}
          onValueChange={setAddressText}
          onSelect={(feature) => {
            change(addressOf(feature));
            setAddressText(feature.properties.label);
          }}
        />
        <div className={styles.columns}>
          <TextField
            label="Rue"
            value={form.rue}
            onChange={(event) => set('rue', event.target.value)}
            error={errors['adresse.rue']}
            containerClassName={styles.wide}
          />
          <TextField
            label="Code postal"
            inputMode="numeric"
            value={form.codePostal}
            onChange={(event) => set('codePostal', event.target.value)}
            error={errors['adresse.codePostal']}
          />
          <TextField
            label="Ville"
            value={form.ville}
            onChange={(event) => set('ville', event.target.value)}
            error={errors['adresse.ville']}
          />
        </div>
        <p className={styles.hint}>
          {form.latitude !== null && form.longitude !== null
            ? `Position sur la carte : ${form.latitude.toFixed(5)}, ${form.longitude.toFixed(5)}`
            : "Position sur la carte : aucune (choisissez une adresse dans la recherche pour l'afficher sur la carte)."}
        </p>
      </fieldset>
      <div className={styles.columns}>
        <TextField
          label="Rayon d'activité (km)"
          required
          type="number"
          inputMode="numeric"
          min={0}
          max={LIMITS.rayonActiviteMax}
          value={form.rayonActivite}
          onChange={(event) => set('rayonActivite', event.target.value)}
          error={errors.rayonActivite}
        />
        <TextField
          label="Années d'expérience"
          type="number"
          inputMode="numeric"
          min={0}
          value={form.anneeExperience}
          onChange={(event) => set('anneeExperience', event.target.value)}
          error={errors.anneeExperience}
        />
        <TextField
          label="SIRET"
          required
          inputMode="numeric"
          maxLength={17}
          value={form.siret}
          onChange={(event) => set('siret', event.target.value)}
          error={errors.siret}
        />
        <TextField
          label="SIREN"
          required
          inputMode="numeric"
          maxLength={11}
          value={form.siren}
          onChange={(event) => set('siren', event.target.value)}
          error={errors.siren}
        />
      </div>
      <CheckboxGroup
        legend="Spécialités"
        columns
        options={specialites.map((specialite) => ({ value: specialite.id, label: specialite.metier }))}
        value={form.specialites}
        onChange={(selected) => set('specialites', selected)}
        error={errors.specialites}
      />
    </form>
  );
}
