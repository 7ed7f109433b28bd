// A gallery of the artisan page ('Galerie de Réalisations'): thumbnails that open the lightbox, each with the caption
// the artisan gave it (« Salle de bains – Tulle »), which the lightbox shows too. The qualifications'
// pictures have their own sections (qualifications.tsx).
import { useId, useRef, useState } from 'react';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { Lightbox, type LightboxImage } from '@annuaire/shared/ui/lightbox';
import { ResponsiveImage } from '@annuaire/shared/ui/responsive-image';
import styles from './artisan-page.module.css';

export interface ImageGalleryProps {
  title: string;
  /** Details with an image (pathImg). */
  images: readonly ArtisanDetail[];
  /** Alternative text of an image without a description: '<title> 2'. */
  fallbackAlt: string;
  empty: string;
  aspectRatio: string;
  /** Added to the section's class (the print stylesheet leaves the works out). */
  className?: string;
}

export function ImageGallery({
  title,
  images,
  fallbackAlt,
  empty,
  aspectRatio,
  className,
}: ImageGalleryProps) {
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  // Each thumbnail, for the focus to come back to the one of the image last shown in the lightbox.
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const items: LightboxImage[] = images.map((detail, index) => ({
    src: detail.pathImg ?? '',
    srcSet: imageSrcSet(detail.pathImg) || undefined,
    alt: detail.description?.trim() || `${fallbackAlt} ${index + 1}`,
  }));

  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.gallery} role="list">
          {items.map((item, index) => (
            <li key={`${item.src}-${index}`}>
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                className={styles.thumb}
                onClick={() => setOpen(index)}
                aria-label={`Agrandir : ${item.alt}`}
              >
                <ResponsiveImage
                  src={item.src}
                  alt=""
                  sizes="(min-width: 60em) 16rem, (min-width: 30em) 30vw, 45vw"
                  aspectRatio={aspectRatio}
                />
              </button>
              {/* Hidden from assistive technologies: the button's name already says it. */}
              {images[index]?.description?.trim() ? (
                <p className={styles.thumbCaption} aria-hidden="true">
                  {images[index].description.trim()}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Lightbox
        images={items}
        index={open}
        onIndexChange={setOpen}
        triggerOf={(index) => thumbs.current[index]}
      />
    </section>
  );
}
