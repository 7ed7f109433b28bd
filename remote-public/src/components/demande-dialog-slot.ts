// The request dialog as the artisan and trade pages see it (issue 19): what they give it and what it tells them back.
// The dialog itself is the feature features/demande; src/app hands it to the pages (features do not import each
// other), which receive it as a component of this type.
import type { ComponentType } from 'react';

/** A chosen artisan: its id for the API, its name for the dialog. */
export interface DemandeArtisan {
  id: number;
  entrepriseNom: string;
}

export interface DemandeDialogProps {
  open: boolean;
  onClose(): void;
  /** One artisan (the artisan page) or up to DEMANDE_LIMITS.artisansMax (a trade page's selection). */
  artisans: readonly DemandeArtisan[];
  /** After a successful send (the trade page then empties its selection when the dialog closes). */
  onSent?(): void;
}

/** Renders nothing while closed, so that a page's server HTML and its first render in the browser hold no dialog. */
export type DemandeDialogComponent = ComponentType<DemandeDialogProps> & {
  /** Starts downloading the dialog's code ahead of the click (its opener's pointer enter and focus). */
  preload?(): void;
};
