// The profile editor itself, once the profile is loaded: the main image, the editable fields with the rules of
// SPEC 5, the read-only identity, and the two galleries. 'Enregistrer les modifications' sends only what changed;
// whatever fails stays in the form with the reason, and leaving with unsaved changes asks first.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import type { Role } from '@annuaire/shared/contract/auth';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import type { User } from '@annuaire/shared/contract/user';
import {
  showsEmail,
  showsPhone,
  toggleEmailVisibility,
  togglePhoneVisibility,
} from '@annuaire/shared/domain/visibility';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Breadcrumb } from '@annuaire/shared/ui/breadcrumb';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { Checkbox } from '@annuaire/shared/ui/checkbox';
import { TextArea, TextField } from '@annuaire/shared/ui/input';
import { saveDescription } from '../api/save-description';
import { saveArtisanFields } from '../api/update-artisan';
import { saveContact } from '../api/update-contact';
import type { ProfileData } from '../hooks/use-profile-data';
import { updateArtisanCache, writeArtisanCache } from '../utils/artisan-cache';
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
import { ImageGallery } from './image-gallery';
import { LeaveGuard } from './leave-guard';
import { MainImageField } from './main-image-field';
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

const FIELD_IDS: Record<ProfileField, string> = {
  anneeExperience: 'profil-annee-experience',
  rayonActivite: 'profil-rayon-activite',
  telephone: 'profil-telephone',
  description: 'profil-description',
};

interface PartFailure {
  part: ProfilePart;
  error: unknown;
}

function failureText({ part, error }: PartFailure): string {
  const reason = error instanceof Error ? error.message : MESSAGES.serverError;
  // The spec names the detail save failure; the API's reason follows it.
  if (part === 'description') return `${PART_LABELS[part]} : ${MESSAGES.detailSaveFailed} (${reason})`;
  return `${PART_LABELS[part]} : ${reason}`;
}

function serverFieldErrors(failures: readonly PartFailure[]): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const { error } of failures) {
    if (!(error instanceof ApiRequestError)) continue;
    for (const { path, message } of error.fieldErrors) {
      const field = FIELD_ORDER.find((name) => path === name || path.endsWith(`.${name}`));
      if (field && !errors[field]) errors[field] = message;
    }
  }
  return errors;
}

function addressLines(artisan: ArtisanPublic): string[] {
  const { rue, codePostal, ville, pays } = artisan.adresse;
  return [rue, [codePostal, ville].filter(Boolean).join(' '), pays].filter((line) => line.trim() !== '');
}

export interface ProfileEditorProps {
  data: ProfileData;
  role: Role;
}

export function ProfileEditor({ data, role }: ProfileEditorProps) {
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
  const countId = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  const dirty = changedParts(saved, values).length > 0;
  const isAdmin = role === 'ROLE_ADMIN';

  useEffect(() => {
    document.title = `Modifier le profil de ${artisan.entrepriseNom} – Annuaire des artisans`;
  }, [artisan.entrepriseNom]);

  // Write-through: the cache follows every change of the details.
  useEffect(() => {
    writeArtisanCache(artisanId, { artisanDetails: details });
  }, [artisanId, details]);

  // The spec's 'update' action, when the editor is left.
  useEffect(() => () => void updateArtisanCache(artisanId), [artisanId]);

  const byType = useMemo(
    () => ({
      main: details.find((detail) => detail.type === 'IMG_PRINCIPALE') ?? null,
      realisations: details.filter((detail) => detail.type === 'IMG_REALISATION'),
      normes: details.filter((detail) => detail.type === 'NORME'),
    }),
    [details],
  );

  function update<K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    setStatus('');
    // An error already shown follows the typing, so that it disappears as soon as the value is right; the
    // description is checked live, as its counter is.
    if (field === 'description' || (field in FIELD_IDS && errors[field as ProfileField])) {
      const message = validateField(field as ProfileField, next);
      setErrors((current) => ({ ...current, [field]: message }));
    }
  }

  function validateOnBlur(field: ProfileField) {
    const message = validateField(field, values);
    setErrors((current) => ({ ...current, [field]: message }));
  }

  function focusField(field: ProfileField) {
    document.getElementById(FIELD_IDS[field])?.focus();
  }

  async function runPart(part: ProfilePart, snapshot: ProfileValues): Promise<void> {
    if (part === 'artisan') {
      const stored = await saveArtisanFields(artisan, toArtisanFields(snapshot), role);
      setArtisan((current) => ({
        ...current,
        anneeExperience: stored.anneeExperience,
        rayonActivite: stored.rayonActivite,
        specialites: stored.specialites,
      }));
    } else if (part === 'contact') {
      if (!account) return;
      setAccount(await saveContact(account, toContactFields(snapshot), role));
    } else {
      const current = descriptionDetailOf(details);
      const stored = await saveDescription(artisanId, current, snapshot.description);
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
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      setProblems([]);
      toast.error(FORM_INVALID);
      focusField(firstInvalid);
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
    const fieldErrors = serverFieldErrors(failures);
    setErrors((current) => ({ ...current, ...fieldErrors }));
    setProblems(failures.map(failureText));
    toast.error(SAVE_FAILED);
    // The summary takes the focus so that a screen reader reads what went wrong.
    requestAnimationFrame(() => problemsRef.current?.focus());
  }

  const descriptionLength = values.description.length;
  const descriptionOver = descriptionLength >= LIMITS.descriptionMaxLength;
  const contactDisabled = account === null;

  return (
    <div className={styles.page}>
      <Breadcrumb
        items={[
          { label: 'Accueil', to: hrefs.home() },
          { label: artisan.entrepriseNom, to: hrefs.artisan(artisanId) },
          { label: 'Modifier le profil' },
        ]}
      />

      {isAdmin ? <p className={styles.notice}>Vous modifiez ce profil en tant qu’administrateur.</p> : null}

      <header className={styles.hero}>
        <div className={styles.mainImage}>
          <MainImageField
            artisanId={artisanId}
            entrepriseNom={artisan.entrepriseNom}
            detail={byType.main}
            onSaved={(detail) =>
              setDetails((list) => [...list.filter((item) => item.type !== 'IMG_PRINCIPALE'), detail])
            }
          />
        </div>
        <div className={styles.identity}>
          <p className={styles.eyebrow}>Mon profil professionnel</p>
          <h1 className={styles.title}>{artisan.entrepriseNom}</h1>
          {artisan.adresse.ville ? <p className={styles.city}>{artisan.adresse.ville}</p> : null}
          <ButtonLink to={hrefs.artisan(artisanId)} variant="secondary">
            VOIR LE PROFIL PUBLIC
          </ButtonLink>
        </div>
      </header>

      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
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

        <section className={styles.section} aria-labelledby="profil-activite">
          <h2 id="profil-activite" className={styles.sectionTitle}>
            Mon activité
          </h2>
          <div className={styles.columns}>
            <TextField
              id={FIELD_IDS.anneeExperience}
              label="Années d'expérience"
              hint="Facultatif."
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={values.anneeExperience}
              error={errors.anneeExperience}
              onChange={(event) => update('anneeExperience', event.target.value)}
              onBlur={() => validateOnBlur('anneeExperience')}
            />
            <TextField
              id={FIELD_IDS.rayonActivite}
              label="Rayon d'activité (km)"
              hint={`${LIMITS.rayonActiviteMax} km au maximum.`}
              type="number"
              inputMode="numeric"
              required
              min={0}
              max={LIMITS.rayonActiviteMax}
              step={1}
              value={values.rayonActivite}
              error={errors.rayonActivite}
              onChange={(event) => update('rayonActivite', event.target.value)}
              onBlur={() => validateOnBlur('rayonActivite')}
            />
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>SIRET</dt>
              <dd>{artisan.siret}</dd>
            </div>
            <div>
              <dt>SIREN</dt>
              <dd>{artisan.siren}</dd>
            </div>
            <div>
              <dt>Adresse</dt>
              <dd>
                {addressLines(artisan).map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </dd>
            </div>
          </dl>
          <p className={styles.readOnlyHint}>
            Le SIRET, le SIREN, l’adresse et l’e-mail ne se modifient pas ici : écrivez-nous depuis la page
            Contact pour les changer.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="profil-coordonnees">
          <h2 id="profil-coordonnees" className={styles.sectionTitle}>
            Mes coordonnées
          </h2>
          {contactDisabled ? (
            <p className={styles.readOnlyHint}>
              Aucun compte utilisateur n’est lié à cet artisan : le téléphone et l’e-mail ne peuvent pas être
              modifiés ici.
            </p>
          ) : null}
          <div className={styles.columns}>
            <div className={styles.contact}>
              <TextField
                id="profil-email"
                label="E-mail"
                type="email"
                value={account?.email ?? ''}
                readOnly
                aria-readonly="true"
                hint="Non modifiable."
              />
              <Checkbox
                label={
                  <>
                    Montrer aux clients<span className="visually-hidden"> : e-mail</span>
                  </>
                }
                checked={showsEmail(values.personnalDataToShow)}
                disabled={contactDisabled}
                onChange={() =>
                  update('personnalDataToShow', toggleEmailVisibility(values.personnalDataToShow))
                }
              />
            </div>
            <div className={styles.contact}>
              <TextField
                id={FIELD_IDS.telephone}
                label="Téléphone"
                hint="Facultatif : 10 à 15 chiffres, sans espace."
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                value={values.telephone}
                disabled={contactDisabled}
                error={errors.telephone}
                onChange={(event) => update('telephone', event.target.value)}
                onBlur={() => validateOnBlur('telephone')}
              />
              <Checkbox
                label={
                  <>
                    Montrer aux clients<span className="visually-hidden"> : téléphone</span>
                  </>
                }
                checked={showsPhone(values.personnalDataToShow)}
                disabled={contactDisabled}
                onChange={() =>
                  update('personnalDataToShow', togglePhoneVisibility(values.personnalDataToShow))
                }
              />
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="profil-description-titre">
          <h2 id="profil-description-titre" className={styles.sectionTitle}>
            À propos de l&apos;artisan
          </h2>
          <TextArea
            id={FIELD_IDS.description}
            label="Description"
            hint="Présentez votre entreprise, votre savoir-faire et vos zones d’intervention."
            rows={7}
            value={values.description}
            error={errors.description}
            aria-describedby={countId}
            onChange={(event) => update('description', event.target.value)}
            onBlur={() => validateOnBlur('description')}
          />
          <p id={countId} className={descriptionOver ? styles.countOver : styles.count}>
            {descriptionLength} / {LIMITS.descriptionMaxLength - 1} caractères au maximum
          </p>
        </section>

        <section className={styles.section} aria-labelledby="profil-specialites">
          <h2 id="profil-specialites" className={styles.sectionTitle}>
            Spécialités
          </h2>
          <SpecialitesPicker
            specialites={data.specialites}
            value={values.specialites}
            onChange={(next) => update('specialites', next)}
          />
        </section>
      </form>

      <div className={styles.galleries}>
        <ImageGallery
          artisanId={artisanId}
          type="IMG_REALISATION"
          title="Galerie de Réalisations"
          addLabel="Ajouter des photos de réalisations"
          itemLabel="Réalisation"
          emptyText="Aucune réalisation pour le moment : montrez vos plus beaux chantiers."
          details={byType.realisations}
          onAdded={(detail) => setDetails((list) => [...list, detail])}
          onDeleted={(id) => setDetails((list) => list.filter((detail) => detail.id !== id))}
        />
        <ImageGallery
          artisanId={artisanId}
          type="NORME"
          title="Normes Acquises"
          addLabel="Ajouter des certifications"
          itemLabel="Norme"
          emptyText="Aucune norme ni certification pour le moment."
          details={byType.normes}
          onAdded={(detail) => setDetails((list) => [...list, detail])}
          onDeleted={(id) => setDetails((list) => list.filter((detail) => detail.id !== id))}
        />
      </div>

      <div className={styles.saveBar}>
        <p className={styles.status} role="status">
          {saving ? 'Enregistrement en cours...' : dirty ? UNSAVED : status}
        </p>
        <Button type="submit" form={formId} loading={saving} loadingText="Enregistrement...">
          Enregistrer les modifications
        </Button>
      </div>

      <LeaveGuard when={dirty} />
    </div>
  );
}
