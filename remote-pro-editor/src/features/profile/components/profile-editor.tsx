// The profile editor itself, once the profile is loaded: the main image, the editable fields with the rules of
// SPEC 5, the read-only identity, the work gallery, the qualifications and the insurances. 'Enregistrer les
// modifications', sticky at the end of the profile's fields (the images and qualifications save on their own), sends
// only what changed; whatever fails stays in the form with the reason, and leaving with unsaved changes asks first.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import type { Role } from '@annuaire/shared/contract/auth';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import type { User } from '@annuaire/shared/contract/user';
import { hrefs } from '@annuaire/shared/federation/routes';
import { apiFieldErrors, errorMessage, firstInvalid, focusField } from '@annuaire/shared/forms/field-errors';
import { Breadcrumb } from '@annuaire/shared/ui/breadcrumb';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import type { QualificationType } from '@annuaire/shared/ui/qualification-fields';
import { toast } from '@annuaire/shared/ui/toast';
import { useSaveDescription } from '../api/save-description';
import { useSaveArtisanFields } from '../api/update-artisan';
import { useSaveContact } from '../api/update-contact';
import type { ProfileData } from '../hooks/use-profile-queries';
import {
  FIELD_ORDER,
  changedParts,
  descriptionDetailOf,
  markSaved,
  toArtisanFields,
  toContactFields,
  toProfileValues,
  validateField,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfilePart,
  type ProfileValues,
} from '../utils/profile-form';
import { ActivitySection } from './activity-section';
import { ContactSection } from './contact-section';
import { DescriptionSection } from './description-section';
import { EditorSection } from './editor-section';
import { ImageGallery } from './image-gallery';
import { LeaveGuard } from './leave-guard';
import { MainImageField } from './main-image-field';
import { QualificationsSection } from './qualifications-section';
import { SpecialitesPicker } from './specialites-picker';
import styles from './profile-editor.module.css';

export const PART_LABELS: Record<ProfilePart, string> = {
  artisan: 'Expérience, rayon d’activité et spécialités',
  contact: 'Téléphone et visibilité',
  description: 'Description',
};
export const NOTHING_TO_SAVE = 'Aucune modification à enregistrer.';
export const FORM_INVALID = 'Le formulaire contient des erreurs : corrigez les champs signalés.';
export const SAVE_FAILED = 'Certaines modifications n’ont pas été enregistrées.';
export const UNSAVED = 'Modifications non enregistrées';

/** The work gallery; the qualifications and insurances follow it, each in its own list (issue 21). */
const WORK_GALLERY = {
  type: 'IMG_REALISATION',
  title: 'Galerie de Réalisations',
  addLabel: 'Ajouter des photos de réalisations',
  itemLabel: 'Réalisation',
  emptyText: 'Aucune réalisation pour le moment : montrez vos plus beaux chantiers.',
} as const;

const QUALIFICATION_TYPES = ['NORME', 'ASSURANCE'] as const;

interface PartFailure {
  part: ProfilePart;
  error: unknown;
}

function failureText({ part, error }: PartFailure): string {
  const reason = errorMessage(error);
  // The spec names the detail save failure; the API's reason follows it.
  if (part === 'description') return `${PART_LABELS[part]} : ${MESSAGES.detailSaveFailed} (${reason})`;
  return `${PART_LABELS[part]} : ${reason}`;
}

function isProfileField(field: keyof ProfileValues): field is ProfileField {
  return (FIELD_ORDER as readonly string[]).includes(field);
}

export interface ProfileEditorProps {
  data: ProfileData;
  role: Role;
  /** Under the heading: the tabs to the editor's other parts (profile-page.tsx). */
  tabs?: ReactNode;
}

export function ProfileEditor({ data, role, tabs }: ProfileEditorProps) {
  const artisanId = data.artisan.id;
  const [artisan, setArtisan] = useState(data.artisan);
  const [account, setAccount] = useState<User | null>(data.account);
  const [details, setDetails] = useState<ArtisanDetail[]>(data.details);
  const [saved, setSaved] = useState<ProfileValues>(() =>
    toProfileValues(data.artisan, data.account, data.details),
  );
  const [values, setValues] = useState<ProfileValues>(saved);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const saveArtisan = useSaveArtisanFields(artisanId);
  const saveAccount = useSaveContact(artisanId);
  const saveText = useSaveDescription(artisanId);
  const dirty = changedParts(saved, values).length > 0;
  // An open qualification or insurance form holding something not saved also keeps the artisan from leaving.
  const [openForms, setOpenForms] = useState<Record<QualificationType, boolean>>({
    NORME: false,
    ASSURANCE: false,
  });
  const onNormeDirty = useCallback((open: boolean) => setOpenForms((c) => ({ ...c, NORME: open })), []);
  const onAssuranceDirty = useCallback(
    (open: boolean) => setOpenForms((c) => ({ ...c, ASSURANCE: open })),
    [],
  );
  const formsDirty = openForms.NORME || openForms.ASSURANCE;

  useEffect(() => {
    document.title = `Modifier le profil de ${artisan.entrepriseNom} – Annuaire des artisans`;
  }, [artisan.entrepriseNom]);

  function update<K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    setStatus('');
    // An error already shown follows the typing, so that it disappears as soon as the value is right; the
    // description is checked live, as its counter is.
    if (isProfileField(field) && (field === 'description' || errors[field])) {
      const message = validateField(field, next);
      setErrors((current) => ({ ...current, [field]: message }));
    }
  }

  function validateOnBlur(field: ProfileField) {
    const message = validateField(field, values);
    setErrors((current) => ({ ...current, [field]: message }));
  }

  async function runPart(part: ProfilePart, snapshot: ProfileValues): Promise<void> {
    if (part === 'artisan') {
      const stored = await saveArtisan.mutateAsync({ artisan, fields: toArtisanFields(snapshot), role });
      setArtisan((current) => ({
        ...current,
        anneeExperience: stored.anneeExperience,
        rayonActivite: stored.rayonActivite,
        specialites: stored.specialites,
      }));
    } else if (part === 'contact') {
      if (!account) return;
      setAccount(await saveAccount.mutateAsync({ account, fields: toContactFields(snapshot), role }));
    } else {
      const current = descriptionDetailOf(details);
      const stored = await saveText.mutateAsync({ current, text: snapshot.description });
      setDetails((list) => {
        const others = list.filter((detail) => detail.type !== 'DESCRIPTION');
        return stored ? [...others, stored] : others;
      });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validateProfile(values, account !== null);
    setErrors(found);
    const invalid = firstInvalid(found, FIELD_ORDER);
    if (invalid) {
      setProblems([]);
      toast.error(FORM_INVALID);
      focusField(formRef.current, invalid);
      return;
    }
    const parts = changedParts(saved, values).filter((part) => part !== 'contact' || account !== null);
    if (parts.length === 0) {
      toast.info(NOTHING_TO_SAVE);
      setStatus(NOTHING_TO_SAVE);
      return;
    }
    const snapshot = values;
    setSaving(true);
    setProblems([]);
    setStatus('');
    const results = await Promise.allSettled(parts.map((part) => runPart(part, snapshot)));
    const done = parts.filter((_, index) => results[index]?.status === 'fulfilled');
    const failures = parts.flatMap((part, index) => {
      const result = results[index];
      return result?.status === 'rejected' ? [{ part, error: result.reason as unknown }] : [];
    });
    setSaved((current) => markSaved(current, snapshot, done));
    setSaving(false);
    if (failures.length === 0) {
      toast.success(MESSAGES.profileSaved);
      setStatus(MESSAGES.profileSaved);
      return;
    }
    // The API's field errors of every failed save, next to their fields (the first failure's message wins).
    const fieldErrors = failures.reduceRight<ProfileErrors>(
      (found, { error }) => ({ ...found, ...apiFieldErrors(error, FIELD_ORDER) }),
      {},
    );
    setErrors((current) => ({ ...current, ...fieldErrors }));
    setProblems(failures.map(failureText));
    toast.error(SAVE_FAILED);
    // The summary takes the focus so that a screen reader reads what went wrong.
    requestAnimationFrame(() => problemsRef.current?.focus());
  }

  const controls = { values, errors, update, validateOnBlur };
  const mainImage = details.find((detail) => detail.type === 'IMG_PRINCIPALE') ?? null;

  return (
    <div className={styles.page}>
      <Breadcrumb
        items={[
          { label: 'Accueil', to: hrefs.home() },
          { label: artisan.entrepriseNom, to: hrefs.artisan(artisanId) },
          { label: 'Modifier le profil' },
        ]}
      />

      {role === 'ROLE_ADMIN' ? (
        <p className={styles.notice}>Vous modifiez ce profil en tant qu’administrateur.</p>
      ) : null}

      <header className={styles.hero}>
        <div className={styles.mainImage}>
          <MainImageField
            artisanId={artisanId}
            entrepriseNom={artisan.entrepriseNom}
            detail={mainImage}
            onSaved={(detail) =>
              setDetails((list) => [...list.filter((item) => item.type !== 'IMG_PRINCIPALE'), detail])
            }
          />
        </div>
        <div className={styles.identity}>
          <p className={styles.eyebrow}>Mon profil professionnel</p>
          <h1 className={styles.title}>{artisan.entrepriseNom}</h1>
          {artisan.adresse.ville ? <p className={styles.city}>{artisan.adresse.ville}</p> : null}
          <div className={styles.actions}>
            <ButtonLink to={hrefs.artisan(artisanId)} variant="secondary">
              VOIR LE PROFIL PUBLIC
            </ButtonLink>
          </div>
        </div>
      </header>
      {tabs}

      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
      >
        {problems.length > 0 ? (
          <div ref={problemsRef} className={styles.problems} role="alert" tabIndex={-1}>
            <p className={styles.problemsTitle}>{SAVE_FAILED}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
            <p>Vos saisies sont conservées : corrigez-les si besoin puis enregistrez à nouveau.</p>
          </div>
        ) : null}

        <ActivitySection artisan={artisan} {...controls} />
        <ContactSection account={account} {...controls} />
        <DescriptionSection {...controls} />
        <EditorSection id="profil-specialites" title="Spécialités">
          <SpecialitesPicker
            specialites={data.specialites}
            value={values.specialites}
            onChange={(next) => update('specialites', next)}
            error={errors.specialites}
          />
        </EditorSection>

        {/*
          The profile part's one save button, sticky while its fields are on screen and left behind with them: the
          galleries and the qualifications below save on their own, and never show it beside their own buttons.
        */}
        <div className={styles.saveBar}>
          <p className={styles.status} role="status">
            {saving ? 'Enregistrement en cours...' : dirty ? UNSAVED : status}
          </p>
          <Button type="submit" form={formId} loading={saving} loadingText="Enregistrement...">
            Enregistrer les modifications
          </Button>
        </div>
      </form>

      <div className={styles.galleries}>
        <ImageGallery
          artisanId={artisanId}
          {...WORK_GALLERY}
          details={details.filter((detail) => detail.type === WORK_GALLERY.type)}
          onAdded={(detail) => setDetails((list) => [...list, detail])}
          onDeleted={(id) => setDetails((list) => list.filter((detail) => detail.id !== id))}
          onUpdated={(stored) =>
            setDetails((list) => list.map((detail) => (detail.id === stored.id ? stored : detail)))
          }
        />
      </div>

      {QUALIFICATION_TYPES.map((type) => (
        <QualificationsSection
          key={type}
          artisanId={artisanId}
          type={type}
          specialites={artisan.specialites}
          details={details.filter((detail) => detail.type === type)}
          onSaved={(stored) =>
            setDetails((list) =>
              list.some((detail) => detail.id === stored.id)
                ? list.map((detail) => (detail.id === stored.id ? stored : detail))
                : [...list, stored],
            )
          }
          onDeleted={(id) => setDetails((list) => list.filter((detail) => detail.id !== id))}
          onDirtyChange={type === 'NORME' ? onNormeDirty : onAssuranceDirty}
        />
      ))}

      <LeaveGuard when={dirty || formsDirty} />
    </div>
  );
}
