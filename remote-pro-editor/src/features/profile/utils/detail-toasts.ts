// The spec's toasts for image details (SPEC 8): upload failure, save failure (or the limit reached), success.
import { toast } from '@annuaire/shared/ui/toast';
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

/** One toast per distinct failure of a batch, so that ten failed files do not stack ten identical toasts. */
export function toastDetailFailures(errors: readonly unknown[]): void {
  const seen = new Set<string>();
  for (const error of errors) {
    const { title, description } = describeDetailFailure(error);
    const key = `${title}|${description ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    toast.error(title, description && description !== title ? { description } : undefined);
  }
}
