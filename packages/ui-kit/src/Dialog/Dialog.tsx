import type { JSX } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Pressable,
} from 'react-aria-components';
import * as styles from './Dialog.css';
import { DialogContent, dialogTitleClass } from './DialogContent';
import type { DialogRole, DialogSize, DialogSlot } from './DialogContent';

export { dialogRoles, dialogSizes } from './DialogContent';
export type { DialogRole, DialogSize } from './DialogContent';

export interface DialogProps {
  /** The element that opens the dialog, usually a Button; focus returns to it on close. */
  trigger?: JSX.Element;
  /** The heading, which also names the dialog. */
  title: string;
  /** Accessible name of the close button (for example "Close"). */
  closeLabel: string;
  /** The dialog's content; a function receives `close` for action buttons. */
  children: DialogSlot;
  /** Action buttons at the bottom; a function receives `close`. */
  actions?: DialogSlot;
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
            <DialogContent
              heading={
                <Heading slot="title" className={dialogTitleClass}>
                  {title}
                </Heading>
              }
              closeLabel={closeLabel}
              close={close}
              actions={actions}
            >
              {children}
            </DialogContent>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {/* The kit's buttons are native: Pressable hands them React Aria's press handlers. */}
      <Pressable>{trigger}</Pressable>
      {overlay}
    </DialogTrigger>
  );
}
