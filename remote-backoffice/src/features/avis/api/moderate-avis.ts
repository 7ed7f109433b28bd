// PUT /api/avis/{id}/moderation (admin): a review waiting is published or refused, a reported review kept or
// withdrawn (a refusal with its ground). What is asked for again: the reviews to moderate, and the artisan's reviews
// and profile (its average and count change when a review is published or withdrawn). A 409 (already decided by
// another admin) is the caller's to show.
import { queryKeys } from '@annuaire/shared/query/keys';
import { moderateAvis } from '@annuaire/shared/client/avis';
import type { AvisModeration, ModerationInput } from '@annuaire/shared/contract/avis';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';

export { moderateAvis };

export interface Moderation {
  avis: Pick<AvisModeration, 'id' | 'artisan'>;
  input: ModerationInput;
}

export function useModerateAvis() {
  return useInvalidatingMutation(
    ({ avis, input }: Moderation) => moderateAvis(avis.id, input),
    ({ avis }) => [
      { queryKey: queryKeys.avisModeration(), exact: true },
      queryKeys.artisanNotes(avis.artisan.id),
      { queryKey: queryKeys.artisan(avis.artisan.id), exact: true },
    ],
  );
}
