// The rating popup's « Artisan » (SPEC back office 5): the artisan the note is about, searched on the API by a part of
// its company name or of its city, since a million listings cannot fill a select. A combobox (shared/ui/combobox.tsx),
// like the artisan form's owner account (hooks/use-server-choice.ts): the first artisans when opened, the ones matching
// the text after a short pause, ARTISAN_CHOICES at most, and how many more there are. At rest, the box names the
// artisan chosen (« Entreprise – Ville »), kept when a later search no longer lists it, or is empty.
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import { Combobox } from '@annuaire/shared/ui/combobox';
import { useServerChoice } from '../../../hooks/use-server-choice';
import { useArtisanChoices } from '../api/search-artisans';

export const ARTISAN_FIELD_TEXTS = {
  label: 'Artisan',
  hint: 'Tapez une partie du nom de l’entreprise ou de la ville, puis choisissez l’artisan dans la liste.',
  placeholder: "Nom de l'entreprise ou ville",
  list: 'Artisans',
  /** No artisan at all in the directory. */
  none: 'Aucun artisan dans l’annuaire.',
  noMatch: 'Aucun artisan ne correspond à cette recherche.',
  more: (shown: number, total: number) => `${shown} premiers artisans sur ${total} : précisez la recherche.`,
} as const;

/** How an artisan is named in the box and in the list: « Entreprise – Ville ». */
export function artisanLabel(artisan: Pick<ArtisanCard, 'entrepriseNom' | 'ville'>): string {
  return [artisan.entrepriseNom, artisan.ville].filter(Boolean).join(' – ');
}

export interface ArtisanChoiceFieldProps {
  name: string;
  /** The form's French error for the field. */
  error?: string;
  onChange(artisan: ArtisanCard): void;
}

export function ArtisanChoiceField({ name, error, onChange }: ArtisanChoiceFieldProps) {
  const { q, total, ...combobox } = useServerChoice<ArtisanCard>({
    initial: null,
    labelOf: artisanLabel,
    useRows: useArtisanChoices,
    onChange,
  });
  return (
    <Combobox
      label={ARTISAN_FIELD_TEXTS.label}
      hint={ARTISAN_FIELD_TEXTS.hint}
      required
      placeholder={ARTISAN_FIELD_TEXTS.placeholder}
      name={name}
      error={error}
      {...combobox}
      renderOption={(artisan) => artisanLabel(artisan)}
      emptyText={q === '' ? ARTISAN_FIELD_TEXTS.none : ARTISAN_FIELD_TEXTS.noMatch}
      footer={
        total !== null && total > combobox.options.length
          ? ARTISAN_FIELD_TEXTS.more(combobox.options.length, total)
          : null
      }
      listLabel={ARTISAN_FIELD_TEXTS.list}
    />
  );
}
