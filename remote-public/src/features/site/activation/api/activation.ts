// The activation link of an account created without a password (/activer-mon-compte?token=…): its state, asked as
// the page opens (POST /api/user/activation/etat), and the first password (PUT /api/user/activation).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { activateAccount, postActivationCheck } from '@annuaire/shared/client/users';
import type { Activation } from '@annuaire/shared/contract/user';

// Only this page reads it; @annuaire/shared/query/keys would be its home if another screen ever did.
export function activationLinkQuery(token: string) {
  return queryOptions({
    queryKey: ['user', 'activation', token] as const,
    queryFn: () => postActivationCheck({ token }),
    // The link's state changes with time and with its use: asked each time the page opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useActivationLinkQuery(token: string) {
  return useQuery(activationLinkQuery(token));
}

/** Sets the first password; nothing cached changes (the page logs in afterwards). */
export function useActivateAccount() {
  return useMutation({ mutationFn: (activation: Activation) => activateAccount(activation) });
}
