// One picture of the home carousel at the carousel's ratio and sizes: the still first slide, and swiper's slides.
import { ResponsiveImage } from '@annuaire/shared/ui/responsive-image';
import { CAROUSEL_RATIO, CAROUSEL_SIZES, type CarouselSlide } from '../utils/carousel-slides';

export function SlideImage({
  slide,
  eager = false,
  className,
}: {
  slide: CarouselSlide;
  eager?: boolean;
  className?: string;
}) {
  return (
    <ResponsiveImage
      src={slide.src}
      srcSet={slide.srcSet}
      alt={slide.alt}
      sizes={CAROUSEL_SIZES}
      aspectRatio={CAROUSEL_RATIO}
      eager={eager}
      className={className}
    />
  );
}
