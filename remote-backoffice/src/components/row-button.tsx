// RowButton: a small button of a list row, named for its row ('Modifier Plombier'); EditDeleteButtons: the row's
// Modifier and Supprimer.
import type { ReactNode } from 'react';
import { Button } from '@annuaire/shared/ui/button';

export interface RowButtonProps {
  /** The accessible name, e.g. 'Voir les notes de Plomberie Briviste'. */
  label: string;
  danger?: boolean;
  onClick(): void;
  children: ReactNode;
}

export function RowButton({ label, danger = false, onClick, children }: RowButtonProps) {
  return (
    <Button size="sm" variant={danger ? 'danger' : 'secondary'} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <>
      <RowButton label={`Modifier ${name}`} onClick={onEdit}>
        Modifier
      </RowButton>
      <RowButton label={`Supprimer ${name}`} danger onClick={onDelete}>
        Supprimer
      </RowButton>
    </>
  );
}
