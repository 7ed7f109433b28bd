// Skeleton: the grey shape of what is loading, at its final size, so that nothing moves when the content arrives
// (issue 22). Decorative: hidden from assistive technologies, which read the page's loading message (a LoadingText,
// visually hidden beside the skeleton). A gentle shimmer, none for people who reduce motion.
//   <h2 className={styles.title}><Skeleton width="60%" /></h2>   a line of text, in the element the text goes in,
//                                                                  so the line box (font size, line height) is the same
//   <Skeleton shape="block" aspectRatio="4 / 3" />                 a picture's box
import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from './class-names';
import styles from './skeleton.module.css';

export type SkeletonShape = 'text' | 'block' | 'pill' | 'circle';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * 'text' (default): a bar on the line of its parent, whose font and line height give its height; 'block': a box
   * (a picture, a button); 'pill' and 'circle': a box with round ends or a disc.
   */
  shape?: SkeletonShape;
  /** CSS width, e.g. '60%' or '12rem' (text: 100% by default, a block fills its parent). */
  width?: string;
  /** CSS height of a block, e.g. '3rem'. */
  height?: string;
  /** Width / height of a block, e.g. '4 / 3'. */
  aspectRatio?: string;
}

export function Skeleton({
  shape = 'text',
  width,
  height,
  aspectRatio,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const size: CSSProperties = { width, height, aspectRatio, ...style };
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cx(styles.skeleton, styles[shape], className)}
      style={size}
      {...rest}
    />
  );
}
