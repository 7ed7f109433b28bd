// POST /api/artisan/email/support: the contact form's message (SPEC "Contact page"), sent once, never retried.
import { useMutation } from '@tanstack/react-query';
import { sendContactMessage } from '@annuaire/shared/client/messages';
import type { ContactMessage } from '@annuaire/shared/contract/message';

export { sendContactMessage };

/** Sends a contact message; nothing cached changes (the back office reads the messages in its own app). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (message: ContactMessage) => sendContactMessage(message) });
}
