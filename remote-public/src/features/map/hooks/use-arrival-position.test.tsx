import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@annuaire/shared/query/query-client';
import { useArrivalPosition } from './use-arrival-position';

let client = createQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
let answer: PositionCallback = () => undefined;
let refuse: PositionErrorCallback = () => undefined;
const getCurrentPosition = jest.fn((success: PositionCallback, failure: PositionErrorCallback) => {
  answer = success;
  refuse = failure;
});

beforeEach(() => {
  client = createQueryClient();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
});

describe('useArrivalPosition', () => {
  it('asks the browser once and hands the position over', async () => {
    const onFound = jest.fn();
    const onFailed = jest.fn();
    const { rerender } = renderHook(() => useArrivalPosition(true, onFound, onFailed), { wrapper });
    rerender();
    answer({ coords: { latitude: 44.45, longitude: 1.44 } } as GeolocationPosition);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(onFound).toHaveBeenCalledWith({ latitude: 44.45, longitude: 1.44 });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('reports a refusal', async () => {
    const onFailed = jest.fn();
    renderHook(() => useArrivalPosition(true, jest.fn(), onFailed), { wrapper });
    refuse({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onFailed).toHaveBeenCalledWith(new Error('User denied Geolocation'));
  });

  it('asks nothing when not wanted, and says nothing once the page went', async () => {
    const onFound = jest.fn();
    renderHook(() => useArrivalPosition(false, onFound, jest.fn()), { wrapper });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    const { unmount } = renderHook(() => useArrivalPosition(true, onFound, jest.fn()), { wrapper });
    unmount();
    answer({ coords: { latitude: 44.45, longitude: 1.44 } } as GeolocationPosition);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onFound).not.toHaveBeenCalled();
  });
});
