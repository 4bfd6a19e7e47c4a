import { createElement } from 'react';
import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export const emptyStateSizes = ['sm', 'md'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export interface EmptyStateProps {
  /** What is missing, in a few words (for example "No withdrawals yet"). */
  title: string;
  /** One sentence on why, or what to do next. */
  description?: string;
  /** A decorative picture above the title; hidden from assistive technology. */
  icon?: ReactNode;
  /** Actions under the text (a `Button` or `LinkButton`, typically). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: EmptyStateHeadingLevel;
  /** Padding and text size: `sm` inside a table or a card. @default 'md' */
  size?: EmptyStateSize;
}

/** The message shown where a list, table or page has nothing to show: title, reason and an action. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  size = 'md',
}: EmptyStateProps) {
  return (
    <div className={styles.root({ size })} data-state="empty">
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
