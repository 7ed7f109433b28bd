import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { getMapStyleUrl } from '../api/get-map-style-url';
import { getTileStyle } from '../api/get-tile-style';
import { OFFLINE_AFTER_MS, useMapStyle } from './use-map-style';

// The tile style: the runtime config's URL (null: the offline background), then the style it names.
jest.mock('../api/get-map-style-url', () => ({ getMapStyleUrl: jest.fn() }));
jest.mock('../api/get-tile-style', () => ({ getTileStyle: jest.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => withQueryClient(<>{children}</>);

describe('useMapStyle', () => {
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
      act(() => jest.advanceTimersByTime(OFFLINE_AFTER_MS));
      expect(result.current?.online).toBe(false);
      await act(async () => answer({ version: 8, sources: {}, layers: [] }));
      expect(result.current?.online).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
