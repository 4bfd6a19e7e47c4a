import type { ReactNode } from 'react';
import type { Size } from '../vocabulary';
import { sizes } from '../vocabulary';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import * as styles from './DialogContent.css';

// What Dialog and NativeDialog share, without React Aria's overlay code, so NativeDialog stays light.

export const dialogSizes = sizes;
export type DialogSize = Size;
export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogRole = (typeof dialogRoles)[number];

/** Content or actions; a function receives `close` for action buttons. */
export type DialogSlot = ReactNode | ((close: () => void) => ReactNode);

/** Title row with the close button, the body and the actions of a dialog. */
export function DialogContent({
  heading,
  closeLabel,
  close,
  children,
  actions,
}: {
  /** The title element, with the class `dialogTitleClass`; it names the dialog. */
  heading: ReactNode;
  closeLabel: string;
  close: () => void;
  children: DialogSlot;
  actions?: DialogSlot;
}) {
  const render = (slot: DialogSlot) => (typeof slot === 'function' ? slot(close) : slot);
  return (
    <>
      <div className={styles.header}>
        {heading}
        <IconButton label={closeLabel} onPress={close} size="sm">
          <CloseIcon />
        </IconButton>
      </div>
      <div className={styles.body}>{render(children)}</div>
      {actions ? <div className={styles.actions}>{render(actions)}</div> : null}
    </>
  );
}

export const dialogTitleClass = styles.title;
export const dialogPanelClass = styles.panel;
