import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { getMapStyleUrl } from '../api/get-map-style-url';
import { getTileStyle } from '../api/get-tile-style';
import { OFFLINE_AFTER_MS, PLAIN_BACKGROUND, useMapStyle } from './use-map-style';

// The tile style: the runtime config's URL (null: the offline background), then the style it names.
jest.mock('../api/get-map-style-url', () => ({ getMapStyleUrl: jest.fn() }));
jest.mock('../api/get-tile-style', () => ({ getTileStyle: jest.fn() }));
// The offline background's chunk, watched: it is downloaded only when the tile service fails (issue 22).
const mockOfflineLoaded = jest.fn();
jest.mock('../utils/offline-style', () => {
  mockOfflineLoaded();
  return jest.requireActual('../utils/offline-style');
});

const wrapper = ({ children }: { children: ReactNode }) => withQueryClient(<>{children}</>);

describe('useMapStyle', () => {
  // First: the chunk, once downloaded, stays for the page's life (the file's other tests download it).
  it('never downloads the offline background when the tile service answers (issue 22)', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(getMapStyleUrl).mockResolvedValue('https://tuiles.exemple.fr/style.json');
      jest.mocked(getTileStyle).mockResolvedValue({ version: 8, sources: {}, layers: [] } as never);
      const { result } = renderHook(() => useMapStyle(), { wrapper });
      await act(async () => undefined);
      expect(result.current?.online).toBe(true);
      // Long after the wait for the tiles: still not asked for.
      await act(async () => jest.advanceTimersByTime(OFFLINE_AFTER_MS * 10));
      expect(result.current?.online).toBe(true);
      expect(mockOfflineLoaded).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses the tile style and its label font when the service answers', async () => {
    const style = {
      version: 8,
      sources: {},
      layers: [
        { id: 'water', type: 'fill', source: 'x' },
        { id: 'place', type: 'symbol', source: 'x', layout: { 'text-font': ['Noto Sans Bold'] } },
      ],
    };
    jest.mocked(getMapStyleUrl).mockResolvedValue('https://tuiles.exemple.fr/style.json');
    jest.mocked(getTileStyle).mockResolvedValue(style as never);
    const { result } = renderHook(() => useMapStyle(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ style, font: ['Noto Sans Bold'], online: true }));
  });

  it('uses the offline background when there is no tile service', async () => {
    jest.mocked(getMapStyleUrl).mockResolvedValue(null);
    const { result } = renderHook(() => useMapStyle(), { wrapper });
    await waitFor(() => expect(result.current?.online).toBe(false));
    expect(result.current?.font).toEqual(['Noto Sans Regular']);
  });

  it('does not wait more than a second for the tile service, then switches when it answers', async () => {
    jest.useFakeTimers();
    try {
      let answer: (style: unknown) => void = () => undefined;
      jest.mocked(getMapStyleUrl).mockResolvedValue('https://tuiles.exemple.fr/style.json');
      jest.mocked(getTileStyle).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
      const { result } = renderHook(() => useMapStyle(), { wrapper });
      expect(result.current).toBeNull();
      await act(async () => jest.advanceTimersByTime(OFFLINE_AFTER_MS));
      await waitFor(() => expect(result.current?.online).toBe(false));
      expect(result.current?.style.sources).toHaveProperty('france');
      await act(async () => answer({ version: 8, sources: {}, layers: [] }));
      expect(result.current?.online).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws the downloaded offline background when the tiles fail; a plain one is the last resort', async () => {
    jest.mocked(getMapStyleUrl).mockResolvedValue(null);
    const { result } = renderHook(() => useMapStyle(), { wrapper });
    await waitFor(() => expect(result.current?.online).toBe(false));
    expect(result.current?.style.sources).toHaveProperty('france-towns');
    expect(PLAIN_BACKGROUND.style.layers.map((layer) => layer.type)).toEqual(['background']);
  });
});
