// PUT /api/user/pwd: the reset link's e-mail, timestamp and hash with the new password (SPEC "Forgot-password and
// reset-password pages").
import { useMutation } from '@tanstack/react-query';
import { updatePassword } from '@annuaire/shared/client/users';
import type { PasswordUpdate } from '@annuaire/shared/contract/auth';

export { updatePassword };

/** Sets the new password; nothing cached changes (the visitor is not signed in). */
export function useUpdatePassword() {
  return useMutation({ mutationFn: (update: PasswordUpdate) => updatePassword(update) });
}
