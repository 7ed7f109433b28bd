// The spec's messages for a failed image detail (SPEC 8): upload failure, save failure, or the limit reached; the
// editor keeps them under the drop zone.
import { MESSAGES } from '@annuaire/shared/contract/messages';
import { DetailImageError } from '../api/upload-detail-image';

const LIMIT_MESSAGES: readonly string[] = Object.values(MESSAGES.detailLimit);

/** The toast title and its detail for a failed image upload or detail save. */
export function describeDetailFailure(error: unknown): { title: string; description?: string } {
  if (error instanceof DetailImageError) {
    if (error.step === 'upload') return { title: MESSAGES.uploadFailed, description: error.message };
    if (LIMIT_MESSAGES.includes(error.message)) return { title: error.message };
    return { title: MESSAGES.detailSaveFailed, description: error.message };
  }
  return { title: MESSAGES.detailSaveFailed };
}

/** Each distinct failure of a batch in one sentence or two, for the message kept under a drop zone. */
export function describeDetailFailures(errors: readonly unknown[]): string[] {
  const lines = new Set<string>();
  for (const error of errors) {
    const { title, description } = describeDetailFailure(error);
    lines.add(description && description !== title ? `${title} ${description}` : title);
  }
  return [...lines];
}
