import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configureApi } from '@annuaire/shared/client/http';
import type { DemandeList } from '@annuaire/shared/contract/demande';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { queryKeys } from '@annuaire/shared/query/keys';
import { artisanFixture, demandeFixture } from '../../../test/fixtures';
import { apiError, fakeDemandesApi, jsonResponse } from '../../../test/fake-demandes-api';
import { artisanDemandesQuery } from './get-demandes';
import { useUpdateDemande, withStoredDemande } from './update-demande';

let client: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const first = demandeFixture({ id: 12, dateEnvoi: '2026-11-24T13:05:00.000Z' });
const second = demandeFixture({ id: 13, dateEnvoi: '2026-11-23T10:00:00.000Z' });

beforeEach(() => {
  client = createQueryClient();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The inbox shown (its query observed, as the editor does) and the write, once the inbox is loaded. */
async function renderInboxAndWrite() {
  const view = renderHook(() => ({ inbox: useQuery(artisanDemandesQuery(7)), mark: useUpdateDemande(7) }), {
    wrapper,
  });
  await waitFor(() => expect(view.result.current.inbox.data).toBeDefined());
  return view;
}

describe('the inbox’s calls', () => {
  it('reads GET /api/artisan/{id}/demandes under the artisan’s inbox key', async () => {
    const api = fakeDemandesApi([first, second]);
    configureApi({});
    const { result } = await renderInboxAndWrite();
    expect(api.calls).toEqual([{ method: 'GET', path: '/api/artisan/7/demandes', body: undefined }]);
    expect(artisanDemandesQuery(7).queryKey).toEqual(queryKeys.artisanDemandes(7));
    expect(result.current.inbox.data?.nonTraitees).toBe(2);
  });

  it('marks a request handled with PUT { traitee: true }, shows the answer at once, then asks the inbox again', async () => {
    const api = fakeDemandesApi([first, second]);
    configureApi({});
    client.setQueryData(queryKeys.artisan(7), artisanFixture());
    const { result } = await renderInboxAndWrite();
    // The inbox asked again answers only when the test says so: what shows before is the PUT's answer.
    let release: (response: Response) => void = () => undefined;
    api.answerNext('GET', () => new Promise<Response>((resolve) => (release = resolve)));

    await act(() => result.current.mark.mutateAsync({ id: 12, traitee: true }));
    expect(api.callsOf('PUT')).toEqual([
      { method: 'PUT', path: '/api/demandes/12', body: { traitee: true } },
    ]);
    const cached = client.getQueryData<DemandeList>(queryKeys.artisanDemandes(7));
    expect(cached?.nonTraitees).toBe(1);
    expect(cached?.demandes.find((demande) => demande.id === 12)?.traitee).toBe(true);
    // The counts and the median time are the server's: the inbox is asked again.
    await waitFor(() => expect(api.callsOf('GET')).toHaveLength(2));
    const recomputed = { demandesCount: 2, delaiMedianHeures: 19.5, repondRapidement: false };
    act(() => release(jsonResponse({ ...cached, reactivite: recomputed })));
    await waitFor(() =>
      expect(client.getQueryData<DemandeList>(queryKeys.artisanDemandes(7))?.reactivite).toEqual(recomputed),
    );
    // The public page's badge follows the stored figures: its artisan is stale, not asked at once.
    expect(client.getQueryState(queryKeys.artisan(7))?.isInvalidated).toBe(true);
  });

  it('changes nothing when the API refuses', async () => {
    const api = fakeDemandesApi([first, second]);
    configureApi({});
    const { result } = await renderInboxAndWrite();
    const before = client.getQueryData<DemandeList>(queryKeys.artisanDemandes(7));
    api.answerNext('PUT', apiError(403, 'Accès refusé.'));

    await act(() =>
      expect(result.current.mark.mutateAsync({ id: 12, traitee: true })).rejects.toMatchObject({
        message: 'Accès refusé.',
        status: 403,
      }),
    );
    expect(client.getQueryData(queryKeys.artisanDemandes(7))).toBe(before);
    expect(client.getQueryState(queryKeys.artisanDemandes(7))?.isInvalidated).toBe(false);
    expect(api.callsOf('GET')).toHaveLength(1);
  });
});

describe('withStoredDemande', () => {
  const list: DemandeList = {
    demandes: [first, second],
    nonTraitees: 2,
    reactivite: { demandesCount: 2, delaiMedianHeures: 3, repondRapidement: false },
  };

  it('puts the stored request in place and moves the unread count with its state', () => {
    const handled = withStoredDemande(list, {
      ...first,
      traitee: true,
      dateTraitement: '2026-11-25T08:30:00Z',
    });
    expect(handled.nonTraitees).toBe(1);
    expect(handled.demandes.map((demande) => demande.traitee)).toEqual([true, false]);
    expect(withStoredDemande(handled, { ...first, traitee: false, dateTraitement: null }).nonTraitees).toBe(
      2,
    );
    // The same state again (a second click answered twice) leaves the count alone.
    expect(withStoredDemande(handled, handled.demandes[0]!).nonTraitees).toBe(1);
  });

  it('ignores a request the list does not hold', () => {
    expect(withStoredDemande(list, demandeFixture({ id: 99 }))).toBe(list);
  });
});
