// The three pictures of the home carousel, bundled with the page in the widths of SPEC 9 (480 to 1920 px).
import atelier480 from '../assets/carousel-atelier-480.webp';
import atelier800 from '../assets/carousel-atelier-800.webp';
import atelier1200 from '../assets/carousel-atelier-1200.webp';
import atelier1920 from '../assets/carousel-atelier-1920.webp';
import maison480 from '../assets/carousel-maison-480.webp';
import maison800 from '../assets/carousel-maison-800.webp';
import maison1200 from '../assets/carousel-maison-1200.webp';
import maison1920 from '../assets/carousel-maison-1920.webp';
import bain480 from '../assets/carousel-salle-de-bain-480.webp';
import bain800 from '../assets/carousel-salle-de-bain-800.webp';
import bain1200 from '../assets/carousel-salle-de-bain-1200.webp';
import bain1920 from '../assets/carousel-salle-de-bain-1920.webp';

export interface CarouselSlide {
  src: string;
  srcSet: string;
  alt: string;
}

function slide(alt: string, [w480, w800, w1200, w1920]: [string, string, string, string]): CarouselSlide {
  return { src: w800, srcSet: `${w480} 480w, ${w800} 800w, ${w1200} 1200w, ${w1920} 1920w`, alt };
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  slide('Une maison rénovée par des artisans du bâtiment', [maison480, maison800, maison1200, maison1920]),
  slide('Un atelier de menuiserie', [atelier480, atelier800, atelier1200, atelier1920]),
  slide('Une salle de bain installée par un plombier', [bain480, bain800, bain1200, bain1920]),
];

/** The carousel sits in half of the hero from 60em, full width below. */
export const CAROUSEL_SIZES = '(min-width: 75em) 36rem, (min-width: 60em) 45vw, 100vw';
export const CAROUSEL_RATIO = '3 / 2';
