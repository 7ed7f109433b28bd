// The error under a visitor's form whose sending failed: the API's French message (unreachable server, too many
// attempts...), and the reassurance that nothing typed is lost.
import type { Ref } from 'react';
import { FormAlert } from './form-alert';

interface SendFailureAlertProps {
  title: string;
  /** The failure's message; nothing is shown while it is null. */
  message: string | null;
  /** Lets the form move the focus onto the alert (FormAlert's focusRef). */
  focusRef?: Ref<HTMLDivElement>;
}

export function SendFailureAlert({ title, message, focusRef }: SendFailureAlertProps) {
  if (!message) return null;
  return (
    <FormAlert tone="error" title={title} focusRef={focusRef}>
      {message} Vos informations sont conservées : vous pouvez réessayer.
    </FormAlert>
  );
}
