// Types of the content/*.md modules that build/markdown-loader.cjs generates (front matter and HTML).
declare module '@content/*.md' {
  export const title: string;
  export const description: string;
  export const summary: string | null;
  export const breadcrumb: string | null;
  export const updated: string | null;
  export const html: string;
}

/** The front matter alone, for pages that list articles without downloading their text. */
declare module '@content/*.md?meta' {
  export const title: string;
  export const description: string;
  export const summary: string | null;
  export const breadcrumb: string | null;
  export const updated: string | null;
}
