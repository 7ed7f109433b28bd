// POST /api/user/{id}/activation: mails a pending account a new activation link, which ends the previous one.
// Nothing listed changes: the account stays pending until its owner chooses a password.
import { useMutation } from '@tanstack/react-query';
import { resendActivation } from '@annuaire/shared/client/users';

export { resendActivation };

export function useResendActivation() {
  return useMutation({ mutationFn: (id: number) => resendActivation(id) });
}
