// PUT /api/user/{id}: the phone and personnalDataToShow of the profile's account. The owning artisan sends only
// those two fields; an admin's edit replaces the whole account, so the loaded account fills in the rest.
import { updateOwnContact, updateUser } from '@annuaire/shared/client/users';
import type { Role } from '@annuaire/shared/contract/auth';
import type { PersonnalDataToShow, User } from '@annuaire/shared/contract/user';
import { useArtisanWrite } from './use-artisan-write';

export interface ContactFields {
  /** Digits only, or '' to remove the number. */
  telephone: string;
  personnalDataToShow: PersonnalDataToShow;
}

export function saveContact(account: User, fields: ContactFields, role: Role): Promise<User> {
  if (role !== 'ROLE_ADMIN') {
    return updateOwnContact(account.id, {
      telephone: fields.telephone,
      personnalDataToShow: fields.personnalDataToShow,
    });
  }
  return updateUser(account.id, {
    email: account.email,
    username: account.username,
    role: account.role,
    telephone: fields.telephone,
    personnalDataToShow: fields.personnalDataToShow,
  });
}

export interface ContactWrite {
  /** The account as loaded (an admin's write sends the rest of it unchanged). */
  account: User;
  fields: ContactFields;
  role: Role;
}

/** The write of the contact fields: the artisan's account, and the phone and e-mail its public page shows. */
export function useSaveContact(artisanId: number) {
  return useArtisanWrite(artisanId, ({ account, fields, role }: ContactWrite) =>
    saveContact(account, fields, role),
  );
}
