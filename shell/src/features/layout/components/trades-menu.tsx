// The 'Nos artisans' navigation item: a link to /metiers with a dropdown of trades (filter 'Spécialité...'),
// opened 100 ms after the pointer arrives, or by Space or Enter on the toggle (Space also on the link, whose Enter
// follows it); never by keyboard focus alone, so Tab crosses the item in two stops instead of walking every trade.
// Closed on leave, Escape or an outside click.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from '@annuaire/shared/routing/router';
import { matchesQuery } from '@annuaire/shared/domain/text';
import { hrefs } from '@annuaire/shared/federation/routes';
import { IconChevronDown, IconChevronRight, IconSearch } from '@annuaire/shared/ui/icons';
import { TextField } from '@annuaire/shared/ui/input';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useSpecialites } from '../hooks/use-specialites';
import styles from './trades-menu.module.css';

/** SPEC 9: the header dropdown opens after 100 ms of hovering. */
export const DROPDOWN_OPEN_DELAY_MS = 100;

export const TRADES_LOAD_ERROR = 'Impossible de charger les métiers.';

export function TradesMenu({ linkClassName }: { linkClassName: (active: boolean) => string }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { status, specialites, load } = useSpecialites();
  const itemRef = useRef<HTMLLIElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const active = pathname === hrefs.metiers() || pathname.startsWith('/metier/');

  function cancelTimer() {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }

  function openNow() {
    cancelTimer();
    load();
    setOpen(true);
  }

  function close() {
    cancelTimer();
    setOpen(false);
  }

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (!open) return undefined;
    function onOutside(event: Event) {
      if (itemRef.current && !itemRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
    };
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      linkRef.current?.focus({ preventScroll: true });
    }
  }

  function handleMouseLeave() {
    // Someone typing in the filter keeps the list while the pointer wanders; it closes on Escape or outside.
    const focused = document.activeElement;
    if (focused && focused !== linkRef.current && itemRef.current?.contains(focused)) {
      cancelTimer();
      return;
    }
    close();
  }

  const visible = specialites.filter((specialite) => matchesQuery(specialite.metier, query));

  return (
    <li
      ref={itemRef}
      className={styles.item}
      onMouseEnter={() => {
        load();
        cancelTimer();
        timer.current = setTimeout(() => {
          timer.current = null;
          setOpen(true);
        }, DROPDOWN_OPEN_DELAY_MS);
      }}
      onMouseLeave={handleMouseLeave}
      onBlur={(event) => {
        // Focus moving to another element outside closes the list; a click on nothing is the outside handler's job.
        const next = event.relatedTarget as Node | null;
        if (next && !itemRef.current?.contains(next)) close();
      }}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.trigger}>
        <NavLink
          ref={linkRef}
          to={hrefs.metiers()}
          className={() => linkClassName(active)}
          onKeyDown={(event) => {
            // A link answers Enter by navigating; Space, which would scroll the page, opens the list instead.
            if (event.key === ' ') {
              event.preventDefault();
              openNow();
            }
          }}
          onClick={close}
        >
          Nos artisans
        </NavLink>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label="Afficher les spécialités"
          onClick={() => (open ? close() : openNow())}
        >
          <IconChevronDown className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </div>

      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.card}>
          <TextField
            label="Filtrer les spécialités"
            hideLabel
            type="search"
            placeholder="Spécialité..."
            autoComplete="off"
            leadingIcon={<IconSearch />}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <div className={styles.results}>
            {status === 'loading' || status === 'idle' ? <LoadingText size="sm" /> : null}
            {status === 'error' ? (
              <p className={styles.message} role="alert">
                {TRADES_LOAD_ERROR}
              </p>
            ) : null}
            {status === 'success' && visible.length === 0 ? (
              <p className={styles.message}>Aucune spécialité ne correspond à votre recherche.</p>
            ) : null}
            {status === 'success' && visible.length > 0 ? (
              <ul className={styles.list} aria-label="Spécialités">
                {visible.map((specialite) => (
                  <li key={specialite.id}>
                    <Link to={hrefs.metier(specialite.id)} className={styles.trade} onClick={close}>
                      {specialite.metier}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <Link to={hrefs.metiers()} className={styles.all} onClick={close}>
            Voir tous les métiers
            <IconChevronRight size="1em" />
          </Link>
        </div>
      </div>
    </li>
  );
}
