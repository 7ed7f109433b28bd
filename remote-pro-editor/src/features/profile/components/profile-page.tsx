// /admin/artisan/:artisanId and its /demandes and /avis: who may open the editor (the artisan whose profile it is, or
// an admin; the API checks again), the loading and error states, then the part the address names: « Mon profil »
// (the editor itself), « Demandes » or « Avis », which src/app gives (other features: EditorInbox), under the tabs
// that lead from one to the other.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useParams } from '@annuaire/shared/routing/router';
import { useAuthStore } from '@annuaire/shared/auth/auth-store';
import { AUTH_MESSAGES, type AuthClaims, type Role } from '@annuaire/shared/contract/auth';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { EmptyState } from '@annuaire/shared/ui/empty-state';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useProfileQueries } from '../hooks/use-profile-queries';
import { EditorTabs, type EditorTab } from './editor-tabs';
import { ProfileEditor } from './profile-editor';
import styles from './profile-page.module.css';

const LOADING_TITLE = 'Mon profil professionnel';
export const LOADING_TEXT = 'Chargement de votre profil...';
export const DENIED_TITLE = 'Accès refusé';
export const DENIED_TEXT =
  'Vous ne pouvez modifier que votre propre profil. Ce profil appartient à un autre artisan.';
export const EXPIRED_TITLE = 'Session expirée';
export const NOT_FOUND_TITLE = 'Artisan introuvable';
export const LOAD_ERROR_TITLE = 'Impossible de charger le profil';

/** What the page tells the parts another feature adds to it. */
export interface EditorPartProps {
  artisanId: number;
  role: Role;
}

/** The editor's other parts, each at its own address: the inbox « Demandes » and the reviews « Avis ». */
export interface EditorInbox {
  Demandes: ComponentType<EditorPartProps>;
  Avis: ComponentType<EditorPartProps>;
  /** After « Demandes » in the tabs: the count of requests still to handle. */
  DemandesBadge: ComponentType<EditorPartProps>;
}

const PART_TITLES: Record<Exclude<EditorTab, 'profil'>, string> = {
  demandes: 'Demandes reçues',
  avis: 'Avis clients',
};

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

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} – Annuaire des artisans`;
  }, [title]);
}

/** A page that is only a message: refused, not found, or failed to load. */
function PageMessage({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  useTitle(title);
  return (
    <div className={styles.page}>
      <EmptyState headingLevel={1} title={title} text={text} action={action} />
    </div>
  );
}

function AccessDenied({ ownArtisanId }: { ownArtisanId: number | null }) {
  return (
    <PageMessage
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
  );
}

/**
 * The session the browser remembers is no longer the server's: refused (401), or naming as the artisan's own a
 * profile the account no longer owns (a 403 on what the claims call their own). It is ended here, with the notice
 * the login page shows (the guard takes the user there); this page says the same meanwhile, with the way there.
 */
function SessionExpired() {
  useEffect(() => {
    useAuthStore.getState().expireSession();
  }, []);
  return (
    <PageMessage
      title={EXPIRED_TITLE}
      text={AUTH_MESSAGES.sessionExpired}
      action={<ButtonLink to={hrefs.login()}>Se reconnecter</ButtonLink>}
    />
  );
}

function NotFound({ text }: { text: string }) {
  return (
    <PageMessage
      title={NOT_FOUND_TITLE}
      text={text}
      action={<ButtonLink to={hrefs.home()}>Retour à l&apos;accueil</ButtonLink>}
    />
  );
}

function Loading() {
  useTitle(LOADING_TITLE);
  return (
    <div className={styles.page}>
      <LoadingText block>{LOADING_TEXT}</LoadingText>
    </div>
  );
}

interface ProfileLoaderProps {
  artisanId: number;
  claims: AuthClaims;
  inbox?: EditorInbox;
  tab: EditorTab;
}

/** « Demandes » or « Avis »: the artisan's name, the tabs, then the part. */
function PartPage({
  tab,
  entrepriseNom,
  tabs,
  children,
}: {
  tab: Exclude<EditorTab, 'profil'>;
  entrepriseNom: string;
  tabs: ReactNode;
  children: ReactNode;
}) {
  useTitle(`${PART_TITLES[tab]} – ${entrepriseNom}`);
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Mon espace professionnel</p>
      <h1 className={styles.title}>{entrepriseNom}</h1>
      {tabs}
      <div className={styles.part}>{children}</div>
    </div>
  );
}

function ProfileLoader({ artisanId, claims, inbox, tab }: ProfileLoaderProps) {
  const { state, retry } = useProfileQueries(artisanId);

  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'sessionExpired':
      return <SessionExpired />;
    case 'denied':
      // The claims call this profile the artisan's own, the server says otherwise: the claims are stale.
      if (claims.role === 'ROLE_ARTISAN' && claims.artisanId === artisanId) return <SessionExpired />;
      return <AccessDenied ownArtisanId={claims.role === 'ROLE_ARTISAN' ? claims.artisanId : null} />;
    case 'notFound':
      return <NotFound text="Ce profil n’existe pas ou a été supprimé." />;
    case 'error':
      return (
        <PageMessage
          title={LOAD_ERROR_TITLE}
          text={state.message}
          action={<Button onClick={retry}>Réessayer</Button>}
        />
      );
    case 'ready': {
      if (!inbox) return <ProfileEditor data={state.data} role={claims.role} />;
      const part = { artisanId, role: claims.role };
      const tabs = (
        <EditorTabs
          artisanId={artisanId}
          current={tab}
          badges={{ demandes: <inbox.DemandesBadge {...part} /> }}
        />
      );
      if (tab === 'profil') return <ProfileEditor data={state.data} role={claims.role} tabs={tabs} />;
      const Part = tab === 'demandes' ? inbox.Demandes : inbox.Avis;
      return (
        <PartPage tab={tab} entrepriseNom={state.data.artisan.entrepriseNom} tabs={tabs}>
          <Part {...part} />
        </PartPage>
      );
    }
  }
}

export function ProfilePage({ inbox, tab = 'profil' }: { inbox?: EditorInbox; tab?: EditorTab }) {
  const { artisanId: param } = useParams();
  const claims = useAuthStore((state) => state.claims);
  const artisanId = parseId(param);

  if (!claims) return null;
  if (artisanId === null) return <NotFound text="Cette adresse ne correspond à aucun profil." />;
  if (!mayEdit(claims, artisanId)) {
    return <AccessDenied ownArtisanId={claims.role === 'ROLE_ARTISAN' ? claims.artisanId : null} />;
  }
  // Keyed: another profile starts from a fresh load, never from the previous one's form.
  return <ProfileLoader key={artisanId} artisanId={artisanId} claims={claims} inbox={inbox} tab={tab} />;
}
