// The documents of a claim by documents, checked in the browser as the API checks them (present, at most
// documentMaxBytes, a PDF, JPEG or PNG by their first bytes, never by name or type), so that a wrong file is refused
// before minutes of upload.
import {
  REVENDICATION_DOCUMENTS,
  REVENDICATION_DOCUMENT_FORMATS,
  REVENDICATION_DOCUMENT_LABELS,
  REVENDICATION_LIMITS,
  REVENDICATION_MESSAGES,
  documentFormatOf,
  type RevendicationDocumentType,
} from '@annuaire/shared/contract/revendication';
import type { FieldErrors } from '@annuaire/shared/forms/field-errors';

export type ChosenDocuments = Record<RevendicationDocumentType, File | null>;

/** The `accept` of a document's input: the browser's picker offers these, the first bytes decide. */
export const DOCUMENT_ACCEPT = REVENDICATION_DOCUMENT_FORMATS.join(',');

/** The contract's message for a document that would be refused, or null. */
async function documentError(type: RevendicationDocumentType, file: File | null): Promise<string | null> {
  if (file === null) return REVENDICATION_MESSAGES.documentRequired(REVENDICATION_DOCUMENT_LABELS[type]);
  if (file.size > REVENDICATION_LIMITS.documentMaxBytes) return REVENDICATION_MESSAGES.documentTooLarge;
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  } catch {
    // Unreadable here (an old browser, a file moved since): the API reads it and judges.
    return null;
  }
  return documentFormatOf(head) === null ? REVENDICATION_MESSAGES.documentFormat : null;
}

/** Each document's error; none when it may be sent. */
export async function documentErrors(
  chosen: ChosenDocuments,
): Promise<FieldErrors<RevendicationDocumentType>> {
  const found = await Promise.all(REVENDICATION_DOCUMENTS.map((type) => documentError(type, chosen[type])));
  const errors: FieldErrors<RevendicationDocumentType> = {};
  REVENDICATION_DOCUMENTS.forEach((type, index) => {
    if (found[index]) errors[type] = found[index];
  });
  return errors;
}
