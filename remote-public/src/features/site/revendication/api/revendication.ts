// « C'est votre entreprise ? » (/revendiquer): what a claim of the listing may use (GET
// /api/revendications/fiches/{id}), the claim (POST /api/revendications), a claim by documents (POST
// /api/revendications/documents, multipart), its code checked and sent again, a letter's code checked. The right code
// makes the listing managed: its page and cards are stale.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkRevendicationCode,
  checkRevendicationLetter,
  fetchRevendicationFiche,
  resendRevendicationCode,
  sendRevendication,
  sendRevendicationDocuments,
} from '@annuaire/shared/client/revendications';
import type {
  RevendicationCodeInput,
  RevendicationCourrierInput,
  RevendicationDocumentType,
  RevendicationDocumentsFields,
  RevendicationInput,
} from '@annuaire/shared/contract/revendication';
import { queryKeys } from '@annuaire/shared/query/keys';

// Only this page reads it; @annuaire/shared/query/keys would be its home if another screen ever did.
export function revendicationFicheQuery(artisanId: number) {
  return queryOptions({
    queryKey: ['revendications', 'fiche', artisanId] as const,
    queryFn: () => fetchRevendicationFiche(artisanId),
    // Whether a claim is under way changes with every claimant: asked each time the page opens.
    staleTime: 0,
  });
}

export function useRevendicationFiche(artisanId: number) {
  return useQuery(revendicationFicheQuery(artisanId));
}

export function useSendRevendication() {
  return useMutation({ mutationFn: (input: RevendicationInput) => sendRevendication(input) });
}

export function useSendRevendicationDocuments() {
  return useMutation({
    mutationFn: ({
      input,
      files,
    }: {
      input: RevendicationDocumentsFields;
      files: Record<RevendicationDocumentType, Blob>;
    }) => sendRevendicationDocuments(input, files),
  });
}

export function useResendRevendicationCode() {
  return useMutation({ mutationFn: (jeton: string) => resendRevendicationCode(jeton) });
}

export function useCheckRevendicationCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RevendicationCodeInput) => checkRevendicationCode(input),
    onSuccess: (result) => client.invalidateQueries({ queryKey: queryKeys.artisan(result.artisanId) }),
  });
}

export function useCheckRevendicationLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RevendicationCourrierInput) => checkRevendicationLetter(input),
    onSuccess: (result) => client.invalidateQueries({ queryKey: queryKeys.artisan(result.artisanId) }),
  });
}
