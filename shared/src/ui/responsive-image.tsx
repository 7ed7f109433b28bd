// ResponsiveImage: an <img> with the srcset of the widths the API stores (480, 800, 1200, 1920; SPEC 9), lazy
// below the fold, and a fixed aspect ratio so that nothing moves when it arrives. Used by the public pages.
import { imageSrcSet } from '../domain/images';
import { cx } from './class-names';
import styles from './responsive-image.module.css';

export interface ResponsiveImageProps {
  /** An uploaded image (`/uploads/…/name.webp`, whose widths sit beside it) or any other URL. */
  src: string;
  /** Empty for a decorative picture whose subject is already named next to it. */
  alt: string;
  /** Rendered width of the image per layout, e.g. '(min-width: 48em) 50vw, 100vw'. */
  sizes: string;
  /** Width / height of the box, e.g. '4 / 3' (default) or '16 / 9'; the picture covers it. */
  aspectRatio?: string;
  /** Above the fold: loaded at once with a high priority instead of lazily. */
  eager?: boolean;
  className?: string;
  /** Widths of an image that is not an upload (bundled pictures); by default derived from `src`. */
  srcSet?: string;
}

export function ResponsiveImage({
  src,
  alt,
  sizes,
  aspectRatio = '4 / 3',
  eager = false,
  className,
  srcSet,
}: ResponsiveImageProps) {
  const widths = srcSet ?? imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={widths || undefined}
      sizes={widths ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'auto' : 'async'}
      className={cx(styles.image, className)}
      style={{ aspectRatio }}
    />
  );
}
