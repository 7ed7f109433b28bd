// GET /api/messages: the contact messages and join requests received, newest first.
import { queryKeys } from '@annuaire/shared/query/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMessages } from '@annuaire/shared/client/messages';

export const messagesQuery = queryOptions({
  queryKey: queryKeys.messages(),
  queryFn: () => fetchMessages(),
  // Other administrators write too: what is cached is shown, and asked for again at each visit.
  staleTime: 0,
});

export function useMessages() {
  return useQuery(messagesQuery);
}
