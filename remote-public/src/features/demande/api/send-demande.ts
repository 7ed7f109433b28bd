// POST /api/demandes: a visitor's request relayed to one to three artisans (issue 19), from the form of the artisan
// page's « Contacter cet artisan » and of the trade page's « Demander un devis ». Sent once, never retried: a second
// try would send the request again.
import { sendDemande } from '@annuaire/shared/client/demandes';
import { ApiRequestError } from '@annuaire/shared/client/http';
import { DEMANDE_MESSAGES, DemandeInputSchema, type DemandeInput } from '@annuaire/shared/contract/demande';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { queryKeys } from '@annuaire/shared/query/keys';

export { sendDemande };

/** What the form checked, and the artisans the page chose. */
export interface DemandeToSend {
  fields: Omit<DemandeInput, 'artisanIds'>;
  artisanIds: readonly number[];
}

/**
 * The request as the API takes it. The ids come from the page, not from the visitor; the contract checks them all
 * the same, and refuses them as the API would (a field error on `artisanIds`), without a request.
 */
export function demandeInput({ fields, artisanIds }: DemandeToSend): DemandeInput {
  const parsed = DemandeInputSchema.safeParse({ ...fields, artisanIds: [...artisanIds] });
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? DEMANDE_MESSAGES.artisansRequired;
  throw new ApiRequestError(message, 400, [{ path: 'artisanIds', message }]);
}

/**
 * Sends a request; what it changes is each chosen artisan's inbox (the editor's « Demandes reçues ») and the back
 * office's counts, which a visitor's cache rarely holds but an admin's may.
 */
export function useSendDemande() {
  return useInvalidatingMutation(
    async (demande: DemandeToSend) => sendDemande(demandeInput(demande)),
    (demande) => [
      ...demande.artisanIds.map((id) => queryKeys.artisanDemandes(id)),
      queryKeys.demandeCounts(),
    ],
  );
}
