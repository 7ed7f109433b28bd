// The trade page's selection for « Demander un devis » (issue 19): the artisans whose « Ajouter à ma demande » is
// checked, in the order they were chosen, with their names for the dialog; DEMANDE_LIMITS.artisansMax at most. It
// lives at the page's level, so that it survives paging and sorting; another trade starts an empty one.
import { useState } from 'react';
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande-limits';
import type { DemandeArtisan } from '../../../components/demande-dialog-slot';

export interface DemandeSelection {
  /** The chosen artisans, first chosen first. */
  chosen: readonly DemandeArtisan[];
  isChosen(id: number): boolean;
  /** As many as a request may name: the other boxes are disabled. */
  full: boolean;
  /** Checks or unchecks one artisan; a box beyond the limit is ignored. */
  toggle(artisan: DemandeArtisan, checked: boolean): void;
  clear(): void;
}

/** `scope` is the trade: the selection empties when it changes. */
export function useDemandeSelection(scope: unknown): DemandeSelection {
  const [chosen, setChosen] = useState<readonly DemandeArtisan[]>([]);
  const [currentScope, setCurrentScope] = useState(scope);
  if (currentScope !== scope) {
    setCurrentScope(scope);
    setChosen([]);
  }

  function toggle(artisan: DemandeArtisan, checked: boolean) {
    setChosen((current) => {
      const present = current.some((item) => item.id === artisan.id);
      if (!checked) return present ? current.filter((item) => item.id !== artisan.id) : current;
      if (present || current.length >= DEMANDE_LIMITS.artisansMax) return current;
      return [...current, { id: artisan.id, entrepriseNom: artisan.entrepriseNom }];
    });
  }

  return {
    chosen,
    isChosen: (id) => chosen.some((item) => item.id === id),
    full: chosen.length >= DEMANDE_LIMITS.artisansMax,
    toggle,
    clear: () => setChosen([]),
  };
}
