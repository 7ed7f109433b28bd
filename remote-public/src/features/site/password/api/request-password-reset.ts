// POST /api/artisan/email/reset-password: asks for a reset link by mail (SPEC "Forgot-password and reset-password
// pages"); the answer is the same whether or not the address has an account.
import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from '@annuaire/shared/client/messages';
import type { ResetPasswordRequest } from '@annuaire/shared/contract/auth';

export { requestPasswordReset };

/** Asks for the reset mail; nothing cached changes. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (request: ResetPasswordRequest) => requestPasswordReset(request) });
}
