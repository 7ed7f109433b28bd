// SearchField: the search box above a back-office list, its label for screen readers only.
import { IconSearch } from '@annuaire/shared/ui/icons';
import { TextField } from '@annuaire/shared/ui/input';
import styles from './search-field.module.css';

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}

export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      hideLabel
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      leadingIcon={<IconSearch />}
      containerClassName={[styles.search, className].filter(Boolean).join(' ')}
    />
  );
}
