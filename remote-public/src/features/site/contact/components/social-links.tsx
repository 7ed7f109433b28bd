// The social networks of the contact page: not open yet, so each icon is shown disabled with 'bientôt disponible'.
import type { ReactNode } from 'react';
import styles from './social-links.module.css';

export const SOCIAL_SOON = 'bientôt disponible';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const NETWORKS: { name: string; icon: ReactNode }[] = [
  {
    name: 'Facebook',
    icon: (
      <Glyph>
        <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z" />
      </Glyph>
    ),
  },
  {
    name: 'Instagram',
    icon: (
      <Glyph>
        <path d="M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3C14.2 3 9.8 3 8.3 3 6.8 3.1 5.5 3.4 4.5 4.5S3.1 6.8 3 8.3C3 9.8 3 14.2 3 15.7c.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5h7.4c1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8V8.3zm-1.9 9.5a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.4.4s-4.2.1-5.4-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.2.4-5.4a3 3 0 0 1 1.7-1.7C7.8 5 10.6 5.1 12 5.1s4.2-.1 5.4.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.4s.1 4-.4 5.2z" />
      </Glyph>
    ),
  },
  {
    name: 'LinkedIn',
    icon: (
      <Glyph>
        <path d="M6.9 20.5H3.4V9.3h3.5v11.2zM5.1 7.8a2 2 0 1 1 0-4.1 2 2 0 0 1 0 4.1zm15.4 12.7H17v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.6H9.6V9.3H13v1.5c.5-.9 1.6-1.8 3.3-1.8 3.5 0 4.2 2.3 4.2 5.3v6.2z" />
      </Glyph>
    ),
  },
];

export function SocialLinks() {
  return (
    <section aria-labelledby="social-title" className={styles.section}>
      <h2 id="social-title" className={styles.title}>
        Suivez-nous
      </h2>
      <ul className={styles.list} role="list">
        {NETWORKS.map((network) => (
          <li key={network.name}>
            {/* aria-disabled rather than disabled: the button stays focusable, so its state can be read. */}
            <button
              type="button"
              className={styles.button}
              aria-disabled="true"
              aria-label={`${network.name} : ${SOCIAL_SOON}`}
              title={`${network.name} – ${SOCIAL_SOON}`}
              onClick={(event) => event.preventDefault()}
            >
              {network.icon}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.soon}>Nos pages Facebook, Instagram et LinkedIn : {SOCIAL_SOON}.</p>
    </section>
  );
}
