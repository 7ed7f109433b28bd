// « Ajouter à ma demande (N/3) » on an artisan's profile and in its map popup: puts the artisan in the tab's
// selection (hooks/use-demande-selection.ts), which the trade page's boxes share, or takes it out (« Retirer de ma
// demande »). N is how many artisans the selection holds now, out of DEMANDE_LIMITS.artisansMax; once full, the
// button of another artisan is disabled and says why. Until hydration it shows the server's empty selection, the
// shared Button marking itself aria-disabled meanwhile (a click would be lost).
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande-limits';
import { Button, type ButtonSize } from '@annuaire/shared/ui/button';
import type { DemandeArtisan } from './demande-dialog-slot';
import { DEMANDE_SELECTION_FULL, useDemandeSelection } from '../hooks/use-demande-selection';

export function addToDemandeLabel(count: number): string {
  return `Ajouter à ma demande (${count}/${DEMANDE_LIMITS.artisansMax})`;
}

export function removeFromDemandeLabel(count: number): string {
  return `Retirer de ma demande (${count}/${DEMANDE_LIMITS.artisansMax})`;
}

interface DemandeSelectionButtonProps {
  artisan: DemandeArtisan;
  size?: ButtonSize;
  className?: string;
  /** The note's class (the popup's is smaller). */
  noteClassName?: string;
}

export function DemandeSelectionButton({
  artisan,
  size = 'md',
  className,
  noteClassName,
}: DemandeSelectionButtonProps) {
  const selection = useDemandeSelection();
  const chosen = selection.isChosen(artisan.id);
  const count = selection.chosen.length;
  const beyond = selection.full && !chosen;
  const noteId = `demande-full-${artisan.id}`;
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        className={className}
        disabled={beyond}
        aria-describedby={beyond ? noteId : undefined}
        onClick={() => selection.toggle(artisan, !chosen)}
      >
        {chosen ? removeFromDemandeLabel(count) : addToDemandeLabel(count)}
        <span className="visually-hidden"> : {artisan.entrepriseNom}</span>
      </Button>
      {beyond ? (
        <p id={noteId} className={noteClassName}>
          {DEMANDE_SELECTION_FULL}
        </p>
      ) : null}
    </>
  );
}
