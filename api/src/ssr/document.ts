// The HTML document of a page rendered on the server: the shell's index.html (its scripts and defaults) with the
// page's head (title, description, canonical URL, Open Graph and Twitter card, JSON-LD, the stylesheets of the page
// and the preload of its largest image), its rendered body, and the data the browser hydrates with, as a JSON block
// that no browser executes (the CSP allows no inline script).
import { embedJson, SSR_DATA_ID, type SsrData } from '@annuaire/shared/ssr/ssr-data';
import type { PageHead } from '@annuaire/shared/ssr/page-head';

const SITE_NAME = 'Annuaire des artisans';
/**
 * The sharing image of a page that has none of its own: the site's logo as served at its root (routes/site-files.ts),
 * square, so that the Twitter card stays the small 'summary'.
 */
export const SITE_SHARE_IMAGE = {
  src: '/icon-512.png',
  alt: 'Logo de l’Annuaire des artisans',
  size: 512,
} as const;

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ATTRIBUTE_ENTITIES[character]!);
}

export interface RenderedPage {
  /** The body React rendered into #root. */
  html: string;
  head: PageHead;
  data: SsrData;
  /** Absolute or root-relative URLs of the page's stylesheets (the shell's and the remote's). */
  stylesheets: readonly string[];
}

/** A robots meta keeping the page out of search engines, for client-rendered areas (log-in, editor, back office). */
export const NOINDEX_META = '<meta name="robots" content="noindex">';

/**
 * Replaces the first match of `pattern` in `document` with `text`, taken literally. A replacement *string* given to
 * `String.prototype.replace` expands `$&`, `` $` ``, `$'`, `$1` and `$$`, so page text that holds them (an image
 * description, a review) would copy parts of the document into itself; a replacement *function*'s result is never
 * expanded. Every insertion of page data into the document goes through here.
 */
function replaceLiterally(
  document: string,
  pattern: string | RegExp,
  text: (match: string) => string,
): string {
  return document.replace(pattern, text);
}

/** Adds `tags` at the end of the document's head. */
export function addToHead(template: string, tags: string): string {
  if (template.includes('</head>')) return replaceLiterally(template, '</head>', () => `${tags}</head>`);
  return replaceLiterally(template, '<body', () => `<head>${tags}</head><body`);
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/**
 * What the page needs to paint: its stylesheets and its largest image. First in the head, before the shell's scripts,
 * so that the browser asks for them first (on a phone's few connections, a script asked for before a stylesheet
 * holds the first paint back).
 */
function paintTags(head: PageHead, stylesheets: readonly string[]): string {
  const tags: string[] = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"` +
        (srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : '') +
        (sizes ? ` imagesizes="${escapeHtml(sizes)}"` : '') +
        ' fetchpriority="high">',
    );
  }
  return tags.join('');
}

/** What crawlers and link previewers read: canonical URL, Open Graph, Twitter card, JSON-LD. */
function headTags(head: PageHead, publicUrl: string): string {
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href;
  const tags: string[] = [];
  if (head.noindex) tags.push(NOINDEX_META);
  if (head.canonicalPath)
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(head.canonicalPath))}">`);
  if (head.title) {
    tags.push(meta('property', 'og:title', head.title), meta('name', 'twitter:title', head.title));
  }
  if (head.description) {
    tags.push(
      meta('property', 'og:description', head.description),
      meta('name', 'twitter:description', head.description),
    );
  }
  tags.push(meta('property', 'og:type', head.type ?? 'website'), meta('property', 'og:site_name', SITE_NAME));
  tags.push(meta('property', 'og:locale', 'fr_FR'));
  if (head.canonicalPath) tags.push(meta('property', 'og:url', absolute(head.canonicalPath)));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', absolute(head.image.src)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', absolute(head.image.src)),
    );
  } else {
    tags.push(
      meta('property', 'og:image', absolute(SITE_SHARE_IMAGE.src)),
      meta('property', 'og:image:width', String(SITE_SHARE_IMAGE.size)),
      meta('property', 'og:image:height', String(SITE_SHARE_IMAGE.size)),
      meta('property', 'og:image:alt', SITE_SHARE_IMAGE.alt),
      meta('name', 'twitter:card', 'summary'),
    );
  }
  for (const [name, document] of Object.entries(head.jsonLd ?? {})) {
    tags.push(
      `<script type="application/ld+json" data-page="${escapeHtml(name)}">${embedJson(document)}</script>`,
    );
  }
  return tags.join('');
}

/** The shell's index.html with the page rendered in it. */
export function renderDocument(template: string, page: RenderedPage, publicUrl: string): string {
  let document = template;
  if (page.head.title) {
    const title = `<title>${escapeHtml(page.head.title)}</title>`;
    document = replaceLiterally(document, /<title>[^<]*<\/title>/, () => title);
  }
  if (page.head.description) {
    const description = meta('name', 'description', page.head.description);
    document = replaceLiterally(document, /<meta name="description" content="[^"]*">/, () => description);
  }
  // Right after the viewport (or the head's start): before the title and the shell's scripts.
  const paint = paintTags(page.head, page.stylesheets);
  document = /<meta name="viewport"[^>]*>/.test(document)
    ? replaceLiterally(document, /<meta name="viewport"[^>]*>/, (viewport) => `${viewport}${paint}`)
    : replaceLiterally(document, /<head[^>]*>/, (headStart) => `${headStart}${paint}`);
  document = addToHead(document, headTags(page.head, publicUrl));
  // The page reads without scripts now: the shell's « Activez JavaScript » notice goes.
  document = document.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  document = replaceLiterally(document, '<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  const data = `<script type="application/json" id="${SSR_DATA_ID}">${embedJson(page.data)}</script>`;
  return replaceLiterally(document, '</body>', () => `${data}</body>`);
}
