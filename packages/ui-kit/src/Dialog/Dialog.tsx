import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import type { Size } from '../vocabulary';
import { sizes } from '../vocabulary';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import * as styles from './Dialog.css';

export const dialogSizes = sizes;
export type DialogSize = Size;
export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogRole = (typeof dialogRoles)[number];

export interface DialogProps {
  /** The element that opens the dialog, usually a Button; focus returns to it on close. */
  trigger?: ReactElement;
  /** The heading, which also names the dialog. */
  title: string;
  /** Accessible name of the close button (for example "Close"). */
  closeLabel: string;
  /** The dialog's content; a function receives `close` for action buttons. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Action buttons at the bottom; a function receives `close`. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** Maximum width. @default 'md' */
  size?: DialogSize;
  /** `alertdialog` for confirmations: the overlay click does not dismiss it. @default 'dialog' */
  role?: DialogRole;
  /** Open state when controlled. */
  isOpen?: boolean;
  /** Open state at first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Esc, close button, overlay). */
  onOpenChange?: (isOpen: boolean) => void;
}

function renderSlot(slot: DialogProps['children'], close: () => void): ReactNode {
  return typeof slot === 'function' ? slot(close) : slot;
}

/** A modal dialog named by its title, with a focus trap, Esc to close and focus return. */
export function Dialog({
  trigger,
  title,
  closeLabel,
  children,
  actions,
  size = 'md',
  role = 'dialog',
  isOpen,
  defaultOpen,
  onOpenChange,
}: DialogProps) {
  // Without a trigger the overlay holds the open state itself: a DialogTrigger with nothing to
  // press makes React Aria warn that its PressResponder has no pressable child.
  const ownState = trigger ? {} : { isOpen, defaultOpen, onOpenChange };
  const overlay = (
    <ModalOverlay
      className={styles.overlay}
      // A confirmation must be answered, not dismissed by a stray click (WAI-ARIA alertdialog).
      isDismissable={role === 'dialog'}
      {...ownState}
    >
      <Modal className={styles.modal({ size })}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton label={closeLabel} onPress={close} size="sm">
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={styles.body}>{renderSlot(children, close)}</div>
              {actions ? <div className={styles.actions}>{renderSlot(actions, close)}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
