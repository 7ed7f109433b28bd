// The editor's three parts, each at its own address: « Mon profil », « Demandes » (with the count of requests still
// to handle) and « Avis ». Links, not ARIA tabs: each part is a page the browser's back returns to, and a mail links
// to the inbox; the current one is marked aria-current="page".
import type { ReactNode } from 'react';
import { Link } from '@annuaire/shared/routing/router';
import { hrefs } from '@annuaire/shared/federation/routes';
import { cx } from '@annuaire/shared/ui/class-names';
import styles from './editor-tabs.module.css';

export type EditorTab = 'profil' | 'demandes' | 'avis';

export const TAB_LABELS: Record<EditorTab, string> = {
  profil: 'Mon profil',
  demandes: 'Demandes',
  avis: 'Avis',
};

const TARGETS: Record<EditorTab, (artisanId: number) => string> = {
  profil: hrefs.editor,
  demandes: hrefs.editorDemandes,
  avis: hrefs.editorAvis,
};

export interface EditorTabsProps {
  artisanId: number;
  current: EditorTab;
  /** Shown after a tab's name, e.g. the count of requests to handle after « Demandes ». */
  badges?: Partial<Record<EditorTab, ReactNode>>;
}

export function EditorTabs({ artisanId, current, badges = {} }: EditorTabsProps) {
  return (
    <nav className={styles.tabs} aria-label="Mon espace professionnel">
      <ul className={styles.list}>
        {(Object.keys(TAB_LABELS) as EditorTab[]).map((tab) => (
          <li key={tab}>
            <Link
              to={TARGETS[tab](artisanId)}
              className={cx(styles.tab, tab === current && styles.current)}
              aria-current={tab === current ? 'page' : undefined}
            >
              {TAB_LABELS[tab]}
              {badges[tab] ?? null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
