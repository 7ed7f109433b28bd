// Verified reviews (issue 20): the artisan's invitations, the customer's review through a link, the artisan's reply
// and report, and the back office's moderation. Writes are never retried (a retry could send a second mail or post
// a review twice).
import type { MessageResponse } from '../contract/common';
import type {
  AvisDemandeInput,
  AvisInput,
  AvisModeration,
  AvisModerationList,
  InvitationCreated,
  InvitationInput,
  InvitationList,
  InvitationStatus,
  ModerationInput,
  ReponseInput,
  SignalementInput,
} from '../contract/avis';
import type { Note } from '../contract/note';
import { api, request } from './http';

const once = { retry: { limit: 0 } } as const;

export function sendInvitation(input: InvitationInput): Promise<InvitationCreated> {
  return request(() =>
    api()
      .post('avis/invitations', { json: input, ...once })
      .json<InvitationCreated>(),
  );
}

export function fetchInvitations(): Promise<InvitationList> {
  return request(() => api().get('avis/invitations').json<InvitationList>());
}

export function fetchInvitationStatus(token: string): Promise<InvitationStatus> {
  return request(() =>
    api()
      .get(`avis/invitations/${encodeURIComponent(token)}`)
      .json<InvitationStatus>(),
  );
}

export function postAvis(input: AvisInput): Promise<MessageResponse> {
  return request(() =>
    api()
      .post('avis', { json: input, ...once })
      .json<MessageResponse>(),
  );
}

/** « Laisser un avis »: asks for the review link of an artisan, mailed to the visitor's address. */
export function askReviewLink(artisanId: number, input: AvisDemandeInput): Promise<MessageResponse> {
  return request(() =>
    api()
      .post(`artisan/${artisanId}/avis-demandes`, { json: input, ...once })
      .json<MessageResponse>(),
  );
}

export function fetchAvisModeration(): Promise<AvisModerationList> {
  return request(() => api().get('avis/moderation').json<AvisModerationList>());
}

export function moderateAvis(id: number, input: ModerationInput): Promise<AvisModeration> {
  return request(() =>
    api()
      .put(`avis/${id}/moderation`, { json: input, ...once })
      .json<AvisModeration>(),
  );
}

export function replyToNote(id: number, input: ReponseInput): Promise<Note> {
  return request(() =>
    api()
      .put(`note/${id}/reponse`, { json: input, ...once })
      .json<Note>(),
  );
}

export function reportNote(id: number, input: SignalementInput): Promise<MessageResponse> {
  return request(() =>
    api()
      .post(`note/${id}/signalement`, { json: input, ...once })
      .json<MessageResponse>(),
  );
}
