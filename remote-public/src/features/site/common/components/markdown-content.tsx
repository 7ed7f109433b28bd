// The HTML of a content/*.md file (rendered at build time from our own repository, never from user input), styled
// as prose; its links to other pages of the product go through the router instead of reloading the page.
import type { MouseEvent } from 'react';
import { useNavigate } from '@annuaire/shared/routing/router';
import { cx } from '@annuaire/shared/ui/class-names';
import styles from './markdown-content.module.css';

interface MarkdownContentProps {
  html: string;
  className?: string;
}

export function MarkdownContent({ html, className }: MarkdownContentProps) {
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // /sitemap.xml and the images are served by the API, not by the router.
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  return (
    // Clicks bubble up from the links inside, which stay ordinary focusable anchors.
    <div
      className={cx(styles.prose, className)}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
