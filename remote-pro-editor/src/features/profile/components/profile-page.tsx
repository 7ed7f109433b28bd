// /admin/artisan/:artisanId: who may open the editor (the artisan whose profile it is, or an admin; the API checks
// again), the loading and error states, then the editor itself.
import { useEffect } from 'react';
import { useParams } from '@annuaire/shared/routing/router';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import type { AuthClaims } from '@annuaire/shared/contract/auth';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useProfileData } from '../hooks/use-profile-data';
import { ProfileEditor } from './profile-editor';
import styles from './profile-page.module.css';

export const LOADING_TEXT = 'Chargement de votre profil...';
export const DENIED_TITLE = 'Accès refusé';
export const DENIED_TEXT =
  'Vous ne pouvez modifier que votre propre profil. Ce profil appartient à un autre artisan.';
export const NOT_FOUND_TITLE = 'Artisan introuvable';
export const LOAD_ERROR_TITLE = 'Impossible de charger le profil';

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : null;
}

/** The editor is for admins, and for an artisan on their own profile only. */
export function mayEdit(claims: AuthClaims | null, artisanId: number): boolean {
  if (!claims) return false;
  if (claims.role === 'ROLE_ADMIN') return true;
  return claims.role === 'ROLE_ARTISAN' && claims.artisanId === artisanId;
}

function useTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} – Annuaire des artisans`;
  }, [title]);
}

function AccessDenied({ ownArtisanId }: { ownArtisanId: number | null }) {
  useTitle(DENIED_TITLE);
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={1}
        title={DENIED_TITLE}
        text={DENIED_TEXT}
        action={
          ownArtisanId !== null ? (
            <ButtonLink to={hrefs.editor(ownArtisanId)}>Modifier mon profil</ButtonLink>
          ) : (
            <ButtonLink to={hrefs.home()}>Retour à l&apos;accueil</ButtonLink>
          )
        }
      />
    </div>
  );
}

function NotFound({ text }: { text: string }) {
  useTitle(NOT_FOUND_TITLE);
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={1}
        title={NOT_FOUND_TITLE}
        text={text}
        action={<ButtonLink to={hrefs.home()}>Retour à l&apos;accueil</ButtonLink>}
      />
    </div>
  );
}

const LOADER_TITLES: Record<string, string | null> = {
  loading: 'Mon profil professionnel',
  error: LOAD_ERROR_TITLE,
  // The other states set their own title.
  ready: null,
  denied: null,
  notFound: null,
};

function ProfileLoader({ artisanId, claims }: { artisanId: number; claims: AuthClaims }) {
  const { state, retry } = useProfileData(artisanId, true);
  useTitle(LOADER_TITLES[state.status] ?? null);

  switch (state.status) {
    case 'loading':
      return (
        <div className={styles.page}>
          <LoadingText block>{LOADING_TEXT}</LoadingText>
        </div>
      );
    case 'denied':
      return <AccessDenied ownArtisanId={claims.role === 'ROLE_ARTISAN' ? claims.artisanId : null} />;
    case 'notFound':
      return <NotFound text="Ce profil n’existe pas ou a été supprimé." />;
    case 'error':
      return (
        <div className={styles.page}>
          <EmptyState
            headingLevel={1}
            title={LOAD_ERROR_TITLE}
            text={state.message}
            action={<Button onClick={retry}>Réessayer</Button>}
          />
        </div>
      );
    case 'ready':
      return <ProfileEditor data={state.data} role={claims.role} />;
  }
}

export function ProfilePage() {
  const { artisanId: param } = useParams();
  const claims = useAuthStore((state) => state.claims);
  const artisanId = parseId(param);

  if (!claims) return null;
  if (artisanId === null) return <NotFound text="Cette adresse ne correspond à aucun profil." />;
  if (!mayEdit(claims, artisanId)) {
    return <AccessDenied ownArtisanId={claims.role === 'ROLE_ARTISAN' ? claims.artisanId : null} />;
  }
  // Keyed: another profile starts from a fresh load, never from the previous one's form.
  return <ProfileLoader key={artisanId} artisanId={artisanId} claims={claims} />;
}
