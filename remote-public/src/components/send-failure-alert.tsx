// The error under a visitor's form whose sending failed: the API's French message (unreachable server, too many
// attempts...), and the reassurance that nothing typed is lost.
import { FormAlert } from './form-alert';

interface SendFailureAlertProps {
  title: string;
  /** The failure's message; nothing is shown while it is null. */
  message: string | null;
}

export function SendFailureAlert({ title, message }: SendFailureAlertProps) {
  if (!message) return null;
  return (
    <FormAlert tone="error" title={title}>
      {message} Vos informations sont conservées : vous pouvez réessayer.
    </FormAlert>
  );
}
