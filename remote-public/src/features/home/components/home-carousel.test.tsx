import { act, render, screen } from '@testing-library/react';
import { HomeCarousel } from './home-carousel';

jest.mock('./home-carousel-swiper', () => ({ __esModule: true, default: () => <p>Carrousel animé</p> }));

describe('HomeCarousel', () => {
  let intersect: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
  const disconnect = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      intersect = (entries) => callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      return { observe: jest.fn(), disconnect, unobserve: jest.fn(), takeRecords: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as Partial<typeof globalThis>).IntersectionObserver;
  });

  it('fetches swiper only once the carousel is near the viewport and the page is idle', async () => {
    render(<HomeCarousel />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Carrousel animé')).not.toBeInTheDocument();
    await act(async () => intersect([{ isIntersecting: true }]));
    expect(disconnect).toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(await screen.findByText('Carrousel animé')).toBeInTheDocument();
  });
});
