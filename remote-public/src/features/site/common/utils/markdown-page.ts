// The shape of a content/*.md module, as the pages receive it.

export interface MarkdownPage {
  readonly title: string;
  readonly description: string;
  readonly summary: string | null;
  readonly breadcrumb: string | null;
  /** ISO date of the last review of the text (YYYY-MM-DD). */
  readonly updated: string | null;
  readonly html: string;
}

/** '2025-01-15' -> '15 janvier 2025'; anything unreadable is shown as written. */
export function formatUpdated(updated: string): string {
  const date = new Date(`${updated}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return updated;
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
