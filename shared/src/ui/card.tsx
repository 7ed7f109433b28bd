// Card: a rounded surface with an optional image, a title (optionally a link covering the card), body and footer.
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from '@annuaire/shared/routing/router';
import { cx } from './class-names';
import styles from './card.module.css';

export interface CardImage {
  src: string;
  /** Empty by default: the title already names the card, so the picture is decorative. */
  alt?: string;
  srcSet?: string;
  sizes?: string;
}

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Internal route: the title becomes a link and the whole card is clickable. */
  to?: string;
  /** External address, used when `to` is not given. */
  href?: string;
  image?: CardImage;
  /** Width / height of the image box, e.g. '4 / 3' (default) or '16 / 9'. */
  imageAspect?: string;
  /** Small text above the title (a category, a city). */
  eyebrow?: ReactNode;
  /** Content pinned to the bottom of the card (buttons stay clickable above the card link). */
  footer?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** 'outlined' (default) has a border; 'elevated' a shadow; both lift on hover when the card is a link. */
  appearance?: 'outlined' | 'elevated';
}

export function Card({
  title,
  to,
  href,
  image,
  imageAspect = '4 / 3',
  eyebrow,
  footer,
  headingLevel = 3,
  appearance = 'outlined',
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const linked = Boolean(to ?? href);
  let titleContent: ReactNode = title;
  if (title && to) {
    titleContent = (
      <Link to={to} className={styles.link}>
        {title}
      </Link>
    );
  } else if (title && href) {
    titleContent = (
      <a href={href} className={styles.link}>
        {title}
      </a>
    );
  }

  return (
    <article
      className={cx(styles.card, styles[appearance], linked && styles.interactive, className)}
      {...rest}
    >
      {image ? (
        <div className={styles.media} style={{ aspectRatio: imageAspect }}>
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            alt={image.alt ?? ''}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {title ? <Heading className={styles.title}>{titleContent}</Heading> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}
