// The link of the editor's header down to « Avis clients », after the editor and « Demandes reçues ». src/app puts
// it beside « VOIR LE PROFIL PUBLIC » and the link to the inbox.
import type { Role } from '@annuaire/shared/contract/auth';
import { buttonClassName } from '@annuaire/shared/ui/button';
import { AVIS_ID, AVIS_TITLE } from './avis-section';

export function AvisLink(_props: { artisanId: number; role: Role }) {
  return (
    <a href={`#${AVIS_ID}`} className={buttonClassName({ variant: 'ghost' })}>
      {AVIS_TITLE}
    </a>
  );
}
