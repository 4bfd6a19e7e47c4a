import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['rect', 'text', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** Width of the reserved space, a CSS length or pixels, so the layout does not shift when content arrives. */
  width: string | number;
  /** Height of the reserved space, a CSS length or pixels. */
  height: string | number;
  /** Corner style. @default 'rect' */
  shape?: SkeletonShape;
}

const toLength = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/** A placeholder that reserves the space of content still loading; hidden from assistive technology. */
export function Skeleton({ width, height, shape = 'rect' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-state="loading"
      className={styles.skeleton({ shape })}
      style={assignInlineVars({
        [styles.width]: toLength(width),
        [styles.height]: toLength(height),
      })}
    />
  );
}
