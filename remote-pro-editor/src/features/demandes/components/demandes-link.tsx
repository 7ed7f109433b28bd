// The link of the editor's header down to « Demandes reçues », with the unread count in words: the inbox sits after
// the profile editor, one click away. src/app/routes.tsx puts it beside « VOIR LE PROFIL PUBLIC ».
import type { Role } from '@annuaire/shared/contract/auth';
import { buttonClassName } from '@annuaire/shared/ui/button';
import { useArtisanDemandesQuery } from '../api/get-demandes';
import { INBOX_TITLE, inboxTitle } from '../utils/demande-format';
import { INBOX_ID } from './demandes-section';

export function DemandesLink({ artisanId }: { artisanId: number; role: Role }) {
  const { data } = useArtisanDemandesQuery(artisanId);
  return (
    <a href={`#${INBOX_ID}`} className={buttonClassName({ variant: 'ghost' })}>
      {data ? inboxTitle(data.nonTraitees, data.demandes.length) : INBOX_TITLE}
    </a>
  );
}
