// « C'est votre entreprise ? »: what a claim of a listing may use, the claim (its code mailed to the business or
// posted in a letter), the code checked and sent again, a letter's code checked (never retried: a retry would mail a
// code or print a letter again, or count a try twice); and the back office's page of claims and its decisions (a
// claim in progress closed, a listing taken back), each with its reason.
import type {
  RevendicationCodeInput,
  RevendicationCourrierInput,
  RevendicationCourrierValidee,
  RevendicationCreee,
  RevendicationDecisionInput,
  RevendicationDocumentsCreee,
  RevendicationDocumentsFields,
  RevendicationDocumentType,
  RevendicationEnvoi,
  RevendicationFiche,
  RevendicationInput,
  RevendicationListQuery,
  RevendicationPage,
  RevendicationValidee,
} from '../contract/revendication';
import { api, request, requestTarget } from './http';

const once = { retry: { limit: 0 } } as const;

export function fetchRevendicationFiche(artisanId: number): Promise<RevendicationFiche> {
  return request(() => api().get(`revendications/fiches/${artisanId}`).json<RevendicationFiche>());
}

export function sendRevendication(input: RevendicationInput): Promise<RevendicationEnvoi> {
  return request(() =>
    api()
      .post('revendications', { json: input, ...once })
      .json<RevendicationEnvoi>(),
  );
}

export function checkRevendicationLetter(
  input: RevendicationCourrierInput,
): Promise<RevendicationCourrierValidee> {
  return request(() =>
    api()
      .post('revendications/courrier', { json: input, ...once })
      .json<RevendicationCourrierValidee>(),
  );
}

export function checkRevendicationCode(input: RevendicationCodeInput): Promise<RevendicationValidee> {
  return request(() =>
    api()
      .post('revendications/code', { json: input, ...once })
      .json<RevendicationValidee>(),
  );
}

export function resendRevendicationCode(jeton: string): Promise<RevendicationCreee> {
  return request(() =>
    api()
      .post('revendications/code/renvoi', { json: { jeton }, ...once })
      .json<RevendicationCreee>(),
  );
}

/** One page of claims for the back office, newest first, all or of one status. */
export function fetchRevendications(query: RevendicationListQuery): Promise<RevendicationPage> {
  const searchParams: Record<string, string | number> = { page: query.page ?? 1 };
  if (query.size !== undefined) searchParams.size = query.size;
  if (query.statut !== undefined) searchParams.statut = query.statut;
  return request(() => api().get('revendications', { searchParams }).json<RevendicationPage>());
}

/** Closes a claim in progress (an administrator's decision); the reason is mailed to the claimant. */
export function refuseRevendication(
  id: number,
  input: RevendicationDecisionInput,
): Promise<{ message: string }> {
  return request(() =>
    api()
      .post(`revendications/${id}/refus`, { json: input, ...once })
      .json<{ message: string }>(),
  );
}

/** Takes back the listing a validated claim gave; the reason is mailed to the account. */
export function takeBackRevendication(
  id: number,
  input: RevendicationDecisionInput,
): Promise<{ message: string }> {
  return request(() =>
    api()
      .post(`revendications/${id}/reprise`, { json: input, ...once })
      .json<{ message: string }>(),
  );
}

/** Two documents of 5 Mo on a slow link: more than the 15 s of the other calls. */
const DOCUMENTS_TIMEOUT_MS = 120_000;

/**
 * A claim by documents: its fields and its two files as one multipart form (the API checks each file's first bytes,
 * never its name or type).
 */
export function sendRevendicationDocuments(
  input: RevendicationDocumentsFields,
  files: Record<RevendicationDocumentType, Blob>,
): Promise<RevendicationDocumentsCreee> {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined) body.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    body.append(name, file, file instanceof File ? file.name : name);
  }
  return request(() =>
    api()
      .post('revendications/documents', { body, timeout: DOCUMENTS_TIMEOUT_MS, ...once })
      .json<RevendicationDocumentsCreee>(),
  );
}

/** Accepts a claim by documents: the account is created and its activation link mailed to the claimant. */
export function acceptRevendication(id: number): Promise<{ message: string }> {
  return request(() =>
    api()
      .post(`revendications/${id}/acceptation`, { json: {}, ...once })
      .json<{ message: string }>(),
  );
}

/** Where an administrator opens a document of a claim (the session's cookie goes with the link). */
export function revendicationDocumentUrl(id: number, documentId: number): string {
  return requestTarget(`revendications/${id}/documents/${documentId}`).url;
}
