// 'Ajouter un Nouvel Artisan' / 'Modifier Artisan' (SPEC back office 2, 4, 5): the owner account searched among the
// ROLE_ARTISAN users no artisan uses yet, and the edited artisan's own (owner-account-field.tsx: never the whole
// list), the company, the address filled by the address search, the radius,
// SIRET, SIREN, the optional years of experience, the trades by checkboxes, and the urgency fields the editor has
// (« Dépannage en urgence » with its hours, « Disponible sous (jours) », contract/urgence.ts). Validated with the contract's
// schema before sending; the API's refusals (account taken, unknown trade...) show on the form.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { ArtisanInputSchema, type ArtisanInput } from '@annuaire/shared/contract/artisan';
import { LIMITS } from '@annuaire/shared/contract/limits';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import type { User } from '@annuaire/shared/contract/user';
import { useContractForm } from '@annuaire/shared/forms/use-contract-form';
import { useSpecialitesQuery } from '@annuaire/shared/query/specialites';
import { AddressSearch } from '@annuaire/shared/ui/address-search';
import { CheckboxGroup } from '@annuaire/shared/ui/checkbox';
import { TextField } from '@annuaire/shared/ui/input';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { UrgenceFields } from '@annuaire/shared/ui/urgence-fields';
import { useArtisan } from '../../../api/get-artisan';
import { AdminForm } from '../../../components/admin-form';
import { FormModal } from '../../../components/form-modal';
import { bindField } from '@annuaire/shared/forms/bind-field';
import { listQuery } from '../../../utils/list-query';
import { useCreateArtisan } from '../api/create-artisan';
import { useOwnerAccount } from '../api/get-artisan-accounts';
import { useUpdateArtisan } from '../api/update-artisan';
import {
  EMPTY_ARTISAN_FORM,
  addressOf,
  formValuesOf,
  payloadOf,
  type ArtisanFormValues,
} from '../utils/artisan-form-values';
import styles from './artisan-form-modal.module.css';
import { OwnerAccountField } from './owner-account-field';

interface ArtisanFormModalProps {
  /** null: create mode; an id: edit mode. */
  artisanId: number | null;
  /** Create mode: the fields filled beforehand (a join request's company name). */
  initialValues?: Partial<ArtisanFormValues>;
  /** Create mode: the owner account chosen beforehand (the one just created for a join request). */
  owner?: User;
  /** Another title than 'Ajouter un Nouvel Artisan' / 'Modifier Artisan', and what to show above the fields. */
  title?: string;
  intro?: ReactNode;
  onClose(): void;
  onSaved(): void;
}

const FORM_HAS_ERRORS = 'Le formulaire contient des erreurs : corrigez les champs signalés.';

/** The fields in screen order; the contract's "adresse.rue" belongs to "rue". */
const FIELDS = [
  'userId',
  'entrepriseNom',
  'rue',
  'codePostal',
  'ville',
  'rayonActivite',
  'anneeExperience',
  'siret',
  'siren',
  'specialites',
  'depannageHoraires',
  'disponibleSousJours',
] as const;

export function ArtisanFormModal({
  artisanId,
  initialValues,
  owner,
  title,
  intro,
  onClose,
  onSaved,
}: ArtisanFormModalProps) {
  const formId = useId();
  const createArtisan = useCreateArtisan();
  const updateArtisan = useUpdateArtisan();
  const save = (input: ArtisanInput) =>
    artisanId === null
      ? createArtisan.mutateAsync(input)
      : updateArtisan.mutateAsync({ id: artisanId, input });
  return (
    <FormModal
      title={title ?? (artisanId === null ? 'Ajouter un Nouvel Artisan' : 'Modifier Artisan')}
      size="lg"
      formId={formId}
      submitLabel={artisanId === null ? 'Ajouter' : 'Mettre à jour'}
      sending={createArtisan.isPending || updateArtisan.isPending}
      onClose={onClose}
    >
      {intro}
      <ArtisanFormLoader
        formId={formId}
        artisanId={artisanId}
        prefilled={initialValues}
        owner={owner}
        save={save}
        onSaved={onSaved}
      />
    </FormModal>
  );
}

interface ArtisanFormLoaderProps {
  formId: string;
  artisanId: number | null;
  prefilled?: Partial<ArtisanFormValues>;
  owner?: User;
  save(input: ArtisanInput): Promise<unknown>;
  onSaved(): void;
}

/** The trades and, when editing, the artisan as it is now and its owner account (that one only); then the form. */
function ArtisanFormLoader({ artisanId, prefilled, owner, ...props }: ArtisanFormLoaderProps) {
  const trades = listQuery(useSpecialitesQuery({ staleTime: 0 }));
  const existingQuery = useArtisan(artisanId);
  const existing = listQuery(existingQuery);
  let initialValues: ArtisanFormValues | null = {
    ...EMPTY_ARTISAN_FORM,
    ...prefilled,
    ...(owner ? { userId: String(owner.id) } : {}),
  };
  // The form starts from the artisan as the API gives it now, not as an earlier screen cached it.
  if (artisanId !== null)
    initialValues = existing.data && existingQuery.isFetchedAfterMount ? formValuesOf(existing.data) : null;
  const ownerId = artisanId !== null && initialValues?.userId ? Number(initialValues.userId) : null;
  const ownerAccount = listQuery(useOwnerAccount(ownerId));

  const loadError = trades.error ?? existing.error ?? ownerAccount.error;
  if (loadError) return <p role="alert">{loadError}</p>;
  if (!trades.data || !initialValues || (ownerId !== null && !ownerAccount.data))
    return <LoadingText>Chargement du formulaire...</LoadingText>;
  return (
    <ArtisanForm
      {...props}
      artisanId={artisanId}
      initialValues={initialValues}
      owner={ownerId === null ? (owner ?? null) : ownerAccount.data}
      specialites={trades.data}
    />
  );
}

interface ArtisanFormProps extends Omit<ArtisanFormLoaderProps, 'prefilled' | 'owner'> {
  initialValues: ArtisanFormValues;
  owner: User | null;
  specialites: readonly Specialite[];
}

function ArtisanForm({
  formId,
  save,
  onSaved,
  artisanId,
  initialValues,
  owner,
  specialites,
}: ArtisanFormProps) {
  const editing = artisanId !== null;
  const [addressText, setAddressText] = useState('');
  const form = useContractForm({
    schema: ArtisanInputSchema,
    initialValues,
    fields: FIELDS,
    // Editing: an availability left as it was keeps its date.
    toInput: (values) => payloadOf(values, editing ? initialValues : undefined),
    submit: (input) => save(input),
    onSuccess(_result, { entrepriseNom }) {
      toast.success(
        editing
          ? `L'artisan « ${entrepriseNom} » a été mis à jour.`
          : `L'artisan « ${entrepriseNom} » a été ajouté.`,
      );
      onSaved();
    },
  });
  const values = form.values;

  function submit(event: FormEvent<HTMLFormElement>) {
    // A refused form says so above its fields too, the errors being spread over a long form.
    if (!form.sending && form.validate(event.currentTarget) === null) {
      event.preventDefault();
      form.setFormError(FORM_HAS_ERRORS);
    } else void form.handleSubmit(event);
  }

  return (
    <AdminForm id={formId} error={form.formError} onSubmit={submit}>
      <OwnerAccountField
        artisanId={artisanId}
        owner={owner}
        name="userId"
        error={form.errors.userId}
        onChange={(account) => form.setValue('userId', String(account.id))}
      />
      <TextField
        label="Nom de l'entreprise"
        required
        autoComplete="organization"
        {...bindField(form, 'entrepriseNom')}
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
            const address = addressOf(feature);
            for (const key of Object.keys(address) as (keyof typeof address)[])
              form.setValue(key, address[key]);
            setAddressText(feature.properties.label);
          }}
        />
        <div className={styles.columns}>
          <TextField label="Rue" containerClassName={styles.wide} {...bindField(form, 'rue')} />
          <TextField label="Code postal" inputMode="numeric" {...bindField(form, 'codePostal')} />
          <TextField label="Ville" {...bindField(form, 'ville')} />
        </div>
        <p className={styles.hint}>
          {values.latitude !== null && values.longitude !== null
            ? `Position sur la carte : ${values.latitude.toFixed(5)}, ${values.longitude.toFixed(5)}`
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
          {...bindField(form, 'rayonActivite')}
        />
        <TextField
          label="Années d'expérience"
          type="number"
          inputMode="numeric"
          min={0}
          {...bindField(form, 'anneeExperience')}
        />
        <TextField label="SIRET" required inputMode="numeric" maxLength={17} {...bindField(form, 'siret')} />
        <TextField label="SIREN" required inputMode="numeric" maxLength={11} {...bindField(form, 'siren')} />
      </div>
      <CheckboxGroup
        legend="Spécialités"
        columns
        options={specialites.map((specialite) => ({ value: specialite.id, label: specialite.metier }))}
        value={values.specialites}
        onChange={(selected) => form.setValue('specialites', selected)}
        error={form.errors.specialites}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Urgence et disponibilité</legend>
        <UrgenceFields
          urgence={{
            name: 'depannageUrgence',
            hint: 'L’artisan intervient en urgence (fuite, panne) : indiquez ses horaires.',
            checked: values.depannageUrgence,
            onChange: (event) => form.setValue('depannageUrgence', event.target.checked),
          }}
          horaires={bindField(form, 'depannageHoraires')}
          disponible={bindField(form, 'disponibleSousJours')}
          columnsClassName={styles.columns}
        />
      </fieldset>
    </AdminForm>
  );
}
