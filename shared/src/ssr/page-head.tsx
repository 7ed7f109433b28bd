// What a page rendered on the server tells the server beyond its HTML: its head (title, description, canonical
// path, sharing image, JSON-LD) and its HTTP status. A federation singleton module (shared/build/mf-shared.cjs):
// the shell's server render provides the record, remote-public's pages fill it in while they render. In the
// browser no record is provided and these hooks do nothing.
import { createContext, useContext, type ReactNode } from 'react';

export interface PageImage {
  /** Path of the image on this site (/uploads/...). */
  src: string;
  alt: string;
  /** Width in pixels of `src`, when known (Open Graph). */
  width?: number;
}

export interface PageHead {
  title?: string;
  description?: string;
  /** Path (with its query when it matters, ?page=2) of the page's canonical URL on PUBLIC_URL. */
  canonicalPath?: string;
  /** 'website' or 'profile' (an artisan) for Open Graph. */
  type?: 'website' | 'profile';
  image?: PageImage;
  /**
   * schema.org documents by name, each serialized into its own application/ld+json block (data-page="<name>", the
   * block useJsonLd takes over in the browser).
   */
  jsonLd?: Readonly<Record<string, Record<string, unknown>>>;
  /** The page's largest image, preloaded from the head (its srcset and sizes). */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
  /** Pages that must stay out of search engines. */
  noindex?: boolean;
}

export interface ServerRenderRecord {
  readonly head: PageHead;
  readonly status: number;
  /** PUBLIC_URL's origin, for the absolute URLs of JSON-LD and Open Graph. */
  readonly origin: string;
  /** Adds to the head (JSON-LD documents merge by name). */
  addHead(head: PageHead): void;
  setStatus(status: number): void;
}

export function createServerRenderRecord(origin: string): ServerRenderRecord {
  const record = {
    head: {} as PageHead,
    status: 200,
    origin,
    addHead(head: PageHead) {
      const jsonLd = head.jsonLd ? { ...record.head.jsonLd, ...head.jsonLd } : record.head.jsonLd;
      record.head = { ...record.head, ...head, ...(jsonLd ? { jsonLd } : {}) };
    },
    setStatus(status: number) {
      record.status = status;
    },
  };
  return record;
}

const ServerRenderContext = createContext<ServerRenderRecord | null>(null);

export function ServerRenderProvider({
  record,
  children,
}: {
  record: ServerRenderRecord;
  children: ReactNode;
}) {
  return <ServerRenderContext.Provider value={record}>{children}</ServerRenderContext.Provider>;
}

/**
 * Adds to the head of the page being rendered on the server. Called during render (there are no effects on the
 * server); the last page to render wins, as document.title does in the browser.
 */
export function useServerHead(head: PageHead | null): void {
  const record = useContext(ServerRenderContext);
  if (record && head) record.addHead(head);
}

/** The HTTP status of the page being rendered on the server (404 for an unknown artisan). */
export function useServerStatus(status: number | null): void {
  const record = useContext(ServerRenderContext);
  if (record && status !== null) record.setStatus(status);
}

/** The site's origin: PUBLIC_URL's on the server, the page's in the browser. */
export function useSiteOrigin(): string {
  const record = useContext(ServerRenderContext);
  return record?.origin ?? (globalThis as { location?: { origin: string } }).location?.origin ?? '';
}
