// GET /api/messages: the contact messages and join requests received, newest first.
import { queryKeys } from '@annuaire/shared/query/keys';
import { useQuery } from '@tanstack/react-query';
import { fetchMessages } from '@annuaire/shared/client/messages';
import { adminQuery } from '../../../api/admin-query';

export { fetchMessages };

export const messagesQuery = adminQuery(queryKeys.messages(), () => fetchMessages());

export function useMessages() {
  return useQuery(messagesQuery);
}
