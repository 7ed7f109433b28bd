// One titled section of the editor's form, named by its heading for assistive technologies.
import type { ReactNode } from 'react';
import styles from './profile-editor.module.css';

export function EditorSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
