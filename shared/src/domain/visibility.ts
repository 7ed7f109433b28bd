// The personnalDataToShow toggle table of SPEC section 4: which contact details the public may see.
import type { PersonnalDataToShow } from '../contract/user';

type Visibility = NonNullable<PersonnalDataToShow>;

const PHONE_TOGGLE: Record<Visibility, Visibility> = {
  NOTHING: 'TEL',
  TEL: 'NOTHING',
  MAIL: 'ALL',
  ALL: 'MAIL',
};
const EMAIL_TOGGLE: Record<Visibility, Visibility> = {
  NOTHING: 'MAIL',
  MAIL: 'NOTHING',
  TEL: 'ALL',
  ALL: 'TEL',
};

/** "Montrer aux clients" for the phone. An empty value behaves as NOTHING. */
export function togglePhoneVisibility(current: PersonnalDataToShow): Visibility {
  return PHONE_TOGGLE[current ?? 'NOTHING'];
}

/** "Montrer aux clients" for the e-mail. An empty value behaves as NOTHING. */
export function toggleEmailVisibility(current: PersonnalDataToShow): Visibility {
  return EMAIL_TOGGLE[current ?? 'NOTHING'];
}

export function showsPhone(value: PersonnalDataToShow): boolean {
  return value === 'ALL' || value === 'TEL';
}

export function showsEmail(value: PersonnalDataToShow): boolean {
  return value === 'ALL' || value === 'MAIL';
}
