// POST /api/auth/reset-link: whether the link of the reset mail still works, asked as the page opens, so that a used
// or expired link says so (« Ce lien a déjà été utilisé. », « Ce lien a expiré. ») before a new password is typed.
// A read, though sent as a POST (the link's e-mail and hash stay out of URLs and logs): a query, asked again after
// a refused new password to tell why.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postResetLinkCheck } from '@annuaire/shared/client/auth';
import type { ResetLink } from '@annuaire/shared/contract/auth';

export { postResetLinkCheck };

// Only this page reads it; @annuaire/shared/query/keys would be its home if another screen ever did.
const resetLinkKey = (link: ResetLink) =>
  ['auth', 'reset-link', link.email, link.timestamp, link.hash, link.sig ?? null] as const;

export function resetLinkQuery(link: ResetLink) {
  return queryOptions({
    queryKey: resetLinkKey(link),
    queryFn: () => postResetLinkCheck(link),
    // The link's state changes with time and with its use: asked each time the page opens.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResetLinkQuery(link: ResetLink) {
  return useQuery(resetLinkQuery(link));
}
