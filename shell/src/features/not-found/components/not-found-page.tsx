import { useEffect } from 'react';
import { useServerHead, useServerStatus } from '@annuaire/shared/ssr/page-head';
import { ButtonLink } from '@annuaire/shared/ui/button';
import { hrefs } from '@annuaire/shared/federation/routes';
import styles from './not-found-page.module.css';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';

/** 404 page for every path no app claims (SPEC section 2: 'Page non trouvée', illustration, link home). */
export function NotFoundPage() {
  const title = `${SCREEN_MESSAGES.notFoundPage} – Annuaire des artisans`;
  useServerStatus(404);
  useServerHead({ title, noindex: true });
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <svg
        className={styles.illustration}
        viewBox="0 0 240 160"
        width="240"
        height="160"
        aria-hidden="true"
        focusable="false"
      >
        {/* A road sign on a post, bent toward nowhere. */}
        <ellipse cx="120" cy="146" rx="84" ry="8" fill="var(--color-surface-muted, #f4eee6)" />
        <rect x="114" y="52" width="12" height="94" rx="3" fill="var(--color-border-strong, #8a7f75)" />
        <path d="M48 28h118l22 20-22 20H48z" fill="var(--color-accent-600, #b5522b)" />
        <text
          x="106"
          y="56"
          textAnchor="middle"
          fontSize="30"
          fontWeight="700"
          fill="var(--color-text-inverse, #fff)"
          fontFamily="inherit"
        >
          404
        </text>
        <path
          d="M176 112l18-10m-4 24l20-4m-24-34l12-16"
          stroke="var(--color-ochre-500, #d9a441)"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="68" cy="118" r="10" fill="var(--color-primary-100, #e6f0ef)" />
        <circle cx="88" cy="126" r="6" fill="var(--color-primary-100, #e6f0ef)" />
      </svg>
      <h1 id="not-found-title" className={styles.title}>
        {SCREEN_MESSAGES.notFoundPage}
      </h1>
      <p className={styles.text}>La page que vous cherchez n&apos;existe pas ou a été déplacée.</p>
      <ButtonLink to={hrefs.home()} variant="primary">
        Retour à l&apos;accueil
      </ButtonLink>
    </section>
  );
}
