import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configureApi } from '@annuaire/shared/client/http';
import type { InvitationList } from '@annuaire/shared/contract/avis';
import type { Note } from '@annuaire/shared/contract/note';
import { queryKeys } from '@annuaire/shared/query/keys';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { invitationFixture, noteFixture } from '../test/avis-fixtures';
import { fakeAvisApi } from '../test/fake-avis-api';
import { artisanNotesQuery } from './get-artisan-notes';
import { artisanInvitationsQuery } from './get-invitations';
import { useReplyToNote } from './reply-to-note';
import { useReportNote } from './report-note';
import { useSendInvitation, withSentInvitation } from './send-invitation';

let client: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  client = createQueryClient();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the invitations’ calls', () => {
  it('reads GET /api/avis/invitations under the artisan’s key, and a sent one is listed then asked again', async () => {
    const api = fakeAvisApi({ restantesAujourdhui: 5 });
    configureApi({});
    expect(artisanInvitationsQuery(7).queryKey).toEqual(queryKeys.artisanInvitations(7));
    const { result } = renderHook(
      () => ({ list: useQuery(artisanInvitationsQuery(7)), send: useSendInvitation(7) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() => result.current.send.mutateAsync({ email: 'jeanne.martin@example.fr' }));
    const cached = client.getQueryData<InvitationList>(queryKeys.artisanInvitations(7));
    expect(cached?.invitations.map((invitation) => invitation.email)).toEqual(['jeanne.martin@example.fr']);
    await waitFor(() => expect(api.callsOf('GET')).toHaveLength(2));
    expect(client.getQueryData<InvitationList>(queryKeys.artisanInvitations(7))?.restantesAujourdhui).toBe(4);
  });

  it('puts a sent invitation first, once, and counts one fewer left', () => {
    const known = invitationFixture({ id: 1 });
    const list: InvitationList = { invitations: [known], restantesAujourdhui: 3 };
    const created = invitationFixture({ id: 2 });
    expect(withSentInvitation(list, created)).toEqual({
      invitations: [created, known],
      restantesAujourdhui: 2,
    });
    expect(withSentInvitation(list, known)).toEqual(list);
  });
});

describe('the reviews’ writes', () => {
  it('puts the stored reply in place, then asks the reviews again', async () => {
    const note = noteFixture({ id: 41 });
    const api = fakeAvisApi({ notes: [note] });
    configureApi({});
    expect(artisanNotesQuery(7).queryKey).toEqual(queryKeys.artisanNotes(7));
    const { result } = renderHook(
      () => ({ notes: useQuery(artisanNotesQuery(7)), reply: useReplyToNote(7) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.notes.data).toBeDefined());
    await act(() => result.current.reply.mutateAsync({ noteId: 41, texte: 'Merci !' }));
    expect(client.getQueryData<Note[]>(queryKeys.artisanNotes(7))?.[0]?.reponse?.texte).toBe('Merci !');
    await waitFor(() => expect(api.callsOf('GET')).toHaveLength(2));
  });

  it('marks a reported review at once, then asks the reviews again; a refusal changes nothing', async () => {
    const note = noteFixture({ id: 41 });
    const api = fakeAvisApi({ notes: [note] });
    configureApi({});
    const { result } = renderHook(
      () => ({ notes: useQuery(artisanNotesQuery(7)), report: useReportNote(7) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.notes.data).toBeDefined());
    await act(() => result.current.report.mutateAsync({ noteId: 41, motif: 'Pas une cliente connue.' }));
    expect(client.getQueryData<Note[]>(queryKeys.artisanNotes(7))?.[0]?.signalement?.motif).toBe(
      'Pas une cliente connue.',
    );
    await waitFor(() => expect(api.callsOf('GET')).toHaveLength(2));

    const before = client.getQueryData<Note[]>(queryKeys.artisanNotes(7));
    await act(() =>
      expect(
        result.current.report.mutateAsync({ noteId: 41, motif: 'Encore une fois.' }),
      ).rejects.toMatchObject({
        status: 409,
      }),
    );
    expect(client.getQueryData(queryKeys.artisanNotes(7))).toBe(before);
  });
});
