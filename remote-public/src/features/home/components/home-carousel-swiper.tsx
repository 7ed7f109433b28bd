// The home carousel itself, with swiper (SPEC 2 and 9): one picture at a time, fade, infinite loop, dots and no
// arrows, 500 ms transitions, a new picture every 3000 ms, paused while hovered or while focus is inside, and a
// button that stops and restarts it (WCAG 2.2.2). Loaded lazily by home-carousel.tsx, with swiper's CSS.
import { useRef, useState, type CSSProperties } from 'react';
import { A11y, Autoplay, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import { IconPause, IconPlay } from '@annuaire/shared/ui/icons';
import type { CarouselSlide } from '../utils/carousel-slides';
import styles from './home-carousel.module.css';
import { SlideImage } from './slide-image';

// Swiper's own custom properties, set inline: the CSS pipeline drops custom properties it does not know.
const SWIPER_THEME = {
  '--swiper-pagination-color': 'var(--color-text-inverse)',
  '--swiper-pagination-bullet-inactive-color': 'var(--color-text-inverse)',
  '--swiper-pagination-bullet-inactive-opacity': '0.6',
  '--swiper-pagination-bullet-size': '0.75rem',
  '--swiper-pagination-bullet-horizontal-gap': '0.4rem',
  '--swiper-pagination-bottom': 'var(--space-3)',
} as CSSProperties;

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export const CAROUSEL_PAUSE_LABEL = 'Mettre le diaporama en pause';
export const CAROUSEL_PLAY_LABEL = 'Relancer le diaporama';

export default function HomeCarouselSwiper({ slides }: { slides: readonly CarouselSlide[] }) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [autoplayOn] = useState(() => !reducedMotion());
  const [stopped, setStopped] = useState(false);

  function toggle() {
    const autoplay = swiperRef.current?.autoplay;
    if (stopped) autoplay?.start();
    else autoplay?.stop();
    setStopped(!stopped);
  }

  return (
    <div
      className={styles.frame}
      onFocus={() => swiperRef.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (!stopped && !event.currentTarget.contains(event.relatedTarget as Node | null))
          swiperRef.current?.autoplay?.resume();
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, EffectFade, Pagination]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        slidesPerView={1}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        loop
        speed={UI_SETTINGS.carouselTransitionMs}
        // A visitor who asks for less motion gets the dots only.
        autoplay={
          autoplayOn
            ? { delay: UI_SETTINGS.carouselAutoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false }
            : false
        }
        navigation={false}
        pagination={{ clickable: true }}
        a11y={{
          paginationBulletMessage: "Afficher l'image {{index}}",
          firstSlideMessage: 'Première image',
          lastSlideMessage: 'Dernière image',
          slideLabelMessage: 'Image {{index}} sur {{slidesLength}}',
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: 'image',
        }}
        className={styles.swiper}
        style={SWIPER_THEME}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.alt}>
            <SlideImage slide={slide} eager={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {autoplayOn ? (
        <button type="button" className={styles.toggle} onClick={toggle}>
          {stopped ? <IconPlay size="1.1em" /> : <IconPause size="1.1em" />}
          <span className="visually-hidden">{stopped ? CAROUSEL_PLAY_LABEL : CAROUSEL_PAUSE_LABEL}</span>
        </button>
      ) : null}
    </div>
  );
}
