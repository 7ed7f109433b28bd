import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CAROUSEL_SLIDES } from '../utils/carousel-slides';
import HomeCarouselSwiper from './home-carousel-swiper';

// swiper is ESM-only: its React component is replaced by one that records the options it receives.
const swiperProps: Record<string, unknown>[] = [];
const autoplay = { pause: jest.fn(), resume: jest.fn(), stop: jest.fn(), start: jest.fn() };
jest.mock('swiper/react', () => ({
  Swiper: (props: Record<string, unknown> & { children: ReactNode; onSwiper(swiper: unknown): void }) => {
    swiperProps.push(props);
    props.onSwiper({ autoplay });
    return <div data-testid="swiper">{props.children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
jest.mock('swiper/modules', () => ({
  A11y: 'A11y',
  Autoplay: 'Autoplay',
  EffectFade: 'EffectFade',
  Pagination: 'Pagination',
  Navigation: 'Navigation',
}));
jest.mock('swiper/css', () => ({}), { virtual: true });
jest.mock('swiper/css/effect-fade', () => ({}), { virtual: true });
jest.mock('swiper/css/pagination', () => ({}), { virtual: true });

function lastProps() {
  return swiperProps[swiperProps.length - 1]!;
}

describe('HomeCarouselSwiper', () => {
  beforeEach(() => {
    swiperProps.length = 0;
  });

  it('shows the three pictures one at a time, fading, looping, with dots and without arrows', () => {
    render(
      <>
        <HomeCarouselSwiper slides={CAROUSEL_SLIDES} />
        <button type="button">Ailleurs</button>
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(3);
    const props = lastProps();
    expect(props.modules).toEqual(['A11y', 'Autoplay', 'EffectFade', 'Pagination']);
    expect(props.modules).not.toContain('Navigation');
    expect(props.navigation).toBe(false);
    expect(props.effect).toBe('fade');
    expect(props.loop).toBe(true);
    expect(props.slidesPerView).toBe(1);
    expect(props.pagination).toEqual({ clickable: true });
  });

  it('moves every 3000 ms with 500 ms transitions and pauses while hovered', () => {
    render(<HomeCarouselSwiper slides={CAROUSEL_SLIDES} />);
    const props = lastProps();
    expect(props.speed).toBe(500);
    expect(props.autoplay).toEqual({ delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false });
  });

  it('pauses while the focus is inside and resumes when it leaves', () => {
    render(
      <>
        <HomeCarouselSwiper slides={CAROUSEL_SLIDES} />
        <button type="button">Ailleurs</button>
      </>,
    );
    const frame = screen.getByTestId('swiper').parentElement!;
    fireEvent.focus(frame);
    expect(autoplay.pause).toHaveBeenCalledTimes(1);
    fireEvent.blur(frame, { relatedTarget: screen.getByRole('button', { name: 'Ailleurs' }) });
    expect(autoplay.resume).toHaveBeenCalledTimes(1);
  });

  it('stops and restarts with a button, and stays stopped when the focus leaves (WCAG 2.2.2)', () => {
    render(
      <>
        <HomeCarouselSwiper slides={CAROUSEL_SLIDES} />
        <button type="button">Ailleurs</button>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mettre le diaporama en pause' }));
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    const play = screen.getByRole('button', { name: 'Relancer le diaporama' });
    autoplay.resume.mockClear();
    fireEvent.blur(play.parentElement!, { relatedTarget: screen.getByRole('button', { name: 'Ailleurs' }) });
    expect(autoplay.resume).not.toHaveBeenCalled();
    fireEvent.click(play);
    expect(autoplay.start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mettre le diaporama en pause' })).toBeInTheDocument();
  });

  it('does not play by itself for a visitor who asks for less motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    try {
      render(<HomeCarouselSwiper slides={CAROUSEL_SLIDES} />);
      expect(lastProps().autoplay).toBe(false);
      expect(screen.queryByRole('button', { name: /diaporama/ })).not.toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });
});
