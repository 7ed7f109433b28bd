// Header of every page (SPEC 2, "Shared layout"): logo, main navigation with the trades dropdown, 'NOUS REJOINDRE' or
// 'SE DÉCONNECTER', a mobile menu below 960 px; it logs out an expired token on mount and on every route change.
// Inside their editor, an artisan sees after 'MON PROFIL PRO' how many requests are still to handle. The search box
// « Artisan, entreprise, SIRET… » sits in the bar from 960 px; below, a magnifier leads to /recherche, whose own box
// replaces the header's there.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from '@annuaire/shared/routing/router';
import { toast } from '@annuaire/shared/ui/toast';
import { selectIsLoggedIn, useAuthStore } from '@annuaire/shared/auth/auth-store';
import { RECHERCHE_TEXTS } from '@annuaire/shared/contract/recherche-texts';
import { EDITOR_PREFIX, hrefs, PUBLIC_PATHS } from '@annuaire/shared/federation/routes';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { IconClose, IconMenu, IconSearch } from '@annuaire/shared/ui/icons';
import { SearchBox } from '@annuaire/shared/ui/search-box';
import { useUnhandledDemandesCount } from '../api/get-unhandled-demandes';
import { profilePath } from '../utils/profile-path';
import { Logo } from './logo';
import { TradesMenu } from './trades-menu';
import styles from './header.module.css';

interface NavItem {
  label: string;
  to: string;
  /** Also current on the pages under it (the editor's « Demandes » and « Avis »). */
  section?: boolean;
  /** Shown after the label, e.g. the count of requests to handle. */
  badge?: ReactNode;
}

function navLinkClass(active: boolean): string {
  return active ? `${styles.navLink} ${styles.active}` : styles.navLink;
}

export function Header() {
  const location = useLocation();
  const navigate = useNavigate();
  const claims = useAuthStore((state) => state.claims);
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const logout = useAuthStore((state) => state.logout);
  const checkExpiry = useAuthStore((state) => state.checkExpiry);
  // The mobile menu belongs to the location it was opened on: any navigation closes it without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const [loggingOut, setLoggingOut] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    checkExpiry();
  }, [location.pathname, checkExpiry]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpenAt(null);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const artisanId = isLoggedIn && claims?.role === 'ROLE_ARTISAN' ? claims.artisanId : null;
  const inEditor = location.pathname.startsWith(`${EDITOR_PREFIX}/`);
  const onSearchPage = location.pathname === PUBLIC_PATHS.recherche;
  const unhandled = useUnhandledDemandesCount(artisanId, inEditor);
  const badge = unhandled ? (
    <span className={styles.badge}>
      {unhandled}
      <span className="visually-hidden">{` demande${unhandled > 1 ? 's' : ''} à traiter`}</span>
    </span>
  ) : null;

  // An admin's 'MON PROFIL PRO' points home: links to '/' are never underlined as the current section.
  const links: NavItem[] = [
    { label: 'PRÈS DE CHEZ MOI', to: hrefs.map() },
    { label: 'À PROPOS', to: hrefs.about() },
    { label: 'INFOS ET AIDES', to: hrefs.infos() },
    { label: 'CONTACT', to: hrefs.contact() },
    { label: 'MON PROFIL PRO', to: profilePath(isLoggedIn ? claims : null), section: true, badge },
  ];

  async function handleLogout() {
    setLoggingOut(true);
    await logout();
    setLoggingOut(false);
    setMenuOpenAt(null);
    const { claims: after, error } = useAuthStore.getState();
    if (after !== null && error) toast.error(error);
    navigate(hrefs.home());
  }

  function renderAccountAction(fullWidth: boolean) {
    return isLoggedIn ? (
      <Button
        variant="secondary"
        size={fullWidth ? 'md' : 'sm'}
        fullWidth={fullWidth}
        loading={loggingOut}
        onClick={() => void handleLogout()}
      >
        SE DÉCONNECTER
      </Button>
    ) : (
      <ButtonLink to={hrefs.join()} variant="accent" size={fullWidth ? 'md' : 'sm'} fullWidth={fullWidth}>
        NOUS REJOINDRE
      </ButtonLink>
    );
  }

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo className={styles.logo} />

        {onSearchPage ? null : <SearchBox className={styles.search} />}

        <nav aria-label="Navigation principale" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <TradesMenu linkClassName={navLinkClass} />
            {links.map((link) => (
              <li key={link.label}>
                <NavLink
                  to={link.to}
                  end={!link.section}
                  className={({ isActive }) => navLinkClass(isActive && link.to !== '/')}
                >
                  {link.label}
                  {link.badge}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <div className={styles.desktopAction}>{renderAccountAction(false)}</div>
          {onSearchPage ? null : (
            <NavLink to={hrefs.recherche()} className={styles.searchLink}>
              <IconSearch size={22} />
              <span className="visually-hidden">{RECHERCHE_TEXTS.label}</span>
            </NavLink>
          )}
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <IconClose size={24} /> : <IconMenu size={24} />}
          </button>
        </div>
      </div>

      {menuOpen ? (
        <div className={styles.scrim} aria-hidden="true" onClick={() => setMenuOpenAt(null)} />
      ) : null}
      <div id={menuId} className={styles.mobilePanel} hidden={!menuOpen}>
        {menuOpen ? (
          <nav aria-label="Menu mobile">
            <ul className={styles.mobileList}>
              {[{ label: 'Nos artisans', to: hrefs.metiers() }, ...links].map((link) => (
                <li key={link.label}>
                  <NavLink
                    to={link.to}
                    end={!('section' in link && link.section)}
                    className={({ isActive }) =>
                      isActive && link.to !== '/'
                        ? `${styles.mobileLink} ${styles.mobileActive}`
                        : styles.mobileLink
                    }
                    onClick={() => setMenuOpenAt(null)}
                  >
                    {link.label}
                    {link.badge}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className={styles.mobileAction}>{renderAccountAction(true)}</div>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
