// The home carousel's frame: the first picture is painted with the page, and swiper (code and CSS) is fetched only
// once the carousel is near the viewport and the page is idle, so that it never weighs on the first paint of /
// (and a phone visitor who never scrolls down to it never downloads it).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CAROUSEL_SLIDES } from '../utils/carousel-slides';
import styles from './home-carousel.module.css';
import { SlideImage } from './slide-image';

const SwiperCarousel = lazy(() => import('./home-carousel-swiper'));

/** Runs `callback` when the browser is idle after the load event (a timer where requestIdleCallback is missing). */
function whenIdle(callback: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(callback, { timeout: 2000 });
    } else {
      timer = setTimeout(callback, 200);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}

function FirstSlide() {
  return <SlideImage slide={CAROUSEL_SLIDES[0]!} eager className={styles.still} />;
}

/** Runs `callback` once `element` comes within 200 px of the viewport (at once without IntersectionObserver). */
function whenNearViewport(element: Element | null, callback: () => void): () => void {
  if (!element || typeof IntersectionObserver !== 'function') {
    callback();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export function HomeCarousel() {
  const [ready, setReady] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelIdle: () => void = () => undefined;
    const stopObserving = whenNearViewport(sectionRef.current, () => {
      cancelIdle = whenIdle(() => setReady(true));
    });
    return () => {
      stopObserving();
      cancelIdle();
    };
  }, []);

  return (
    <section
      ref={sectionRef}
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label="Nos artisans au travail"
    >
      {ready ? (
        <Suspense fallback={<FirstSlide />}>
          <SwiperCarousel slides={CAROUSEL_SLIDES} />
        </Suspense>
      ) : (
        <FirstSlide />
      )}
    </section>
  );
}
