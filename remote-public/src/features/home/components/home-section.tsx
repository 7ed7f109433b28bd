// A band of the home page below the hero: its title (which names the section) and what it shows.
import type { ReactNode } from 'react';
import styles from './home-page.module.css';

export function HomeSection({
  id,
  title,
  muted = false,
  children,
}: {
  /** The title's id, which labels the section. */
  id: string;
  title: string;
  /** On the muted background, to set it apart from its neighbours. */
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={muted ? `${styles.section} ${styles.sectionMuted}` : styles.section}
      aria-labelledby={id}
    >
      <div className={styles.inner}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
