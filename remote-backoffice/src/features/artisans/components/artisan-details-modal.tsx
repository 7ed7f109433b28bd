// 'Détails de l'artisan' (SPEC back office 2): company name, trades (comma-joined, or 'Non renseignées'), radius,
// city, SIRET, SIREN and the years of experience only when known; 'Fermer'. Also the way to the artisan's images
// and description screen.
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { hrefs } from '@annuaire/shared/federation/routes';
import { Button, ButtonLink } from '@annuaire/shared/ui/button';
import { Modal } from '@annuaire/shared/ui/modal';
import { LoadingText } from '@annuaire/shared/ui/spinner';
import { useArtisan } from '../../../api/get-artisan';
import { TermList } from '../../../components/term-list';
import { listQuery } from '../../../utils/list-query';

interface ArtisanDetailsModalProps {
  /** The artisan whose details are shown; null when closed. */
  artisan: ArtisanCard | null;
  onClose(): void;
}

export function ArtisanDetailsModal({ artisan, onClose }: ArtisanDetailsModalProps) {
  return (
    <Modal
      open={artisan !== null}
      onClose={onClose}
      title="Détails de l'artisan"
      footer={
        <>
          {artisan ? (
            <ButtonLink to={hrefs.backoffice.artisan(artisan.id)} variant="secondary">
              Gérer les images et la description
            </ButtonLink>
          ) : null}
          <Button onClick={onClose}>Fermer</Button>
        </>
      }
    >
      {artisan ? <DetailsContent artisanId={artisan.id} /> : null}
    </Modal>
  );
}

function DetailsContent({ artisanId }: { artisanId: number }) {
  const { data: artisan, error } = listQuery(useArtisan(artisanId));
  if (error) return <p role="alert">{error}</p>;
  if (!artisan) return <LoadingText>{MESSAGES.artisanLoading}</LoadingText>;
  const trades = artisan.specialitesDetails.map((specialite) => specialite.metier).join(', ');
  const rows: [string, string][] = [
    ["Nom de l'entreprise", artisan.entrepriseNom],
    ['Spécialités', trades || 'Non renseignées'],
    ["Rayon d'activité", `${artisan.rayonActivite} km`],
    ['Ville', artisan.adresse.ville || 'Non renseignée'],
    ['SIRET', artisan.siret],
    ['SIREN', artisan.siren],
  ];
  if (artisan.anneeExperience !== null) {
    rows.push([
      "Années d'expérience",
      `${artisan.anneeExperience} an${artisan.anneeExperience > 1 ? 's' : ''}`,
    ]);
  }
  return <TermList rows={rows} />;
}
