import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { DialogContent, dialogPanelClass, dialogTitleClass } from '../Dialog/DialogContent';
import type { DialogRole, DialogSize, DialogSlot } from '../Dialog/DialogContent';
import * as styles from './NativeDialog.css';

export interface NativeDialogProps {
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
  /** `alertdialog` for confirmations: a click on the backdrop does not dismiss it. @default 'dialog' */
  role?: DialogRole;
  /** Open state when controlled. */
  isOpen?: boolean;
  /** Open state at first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to close (Esc, close button, backdrop) or was closed. */
  onOpenChange?: (isOpen: boolean) => void;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal `<dialog>` makes the page inert but lets Tab go on to the browser's own controls; an
 * announcement read by keyboard should not lose its reader there, so Tab wraps around inside, as
 * in the WAI-ARIA dialog pattern.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.checkVisibility(),
  );
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * `Dialog`'s look and props on the browser's own modal `<dialog>` (`showModal()`: focus moves in,
 * the page behind is inert, Esc closes, focus returns to where it was), without React Aria's
 * overlay code: for a dialog that opens by itself on a first visit, where every kilobyte counts.
 * Tab wraps around inside it.
 * It has no trigger; open it with `isOpen` or `defaultOpen`.
 */
export function NativeDialog({
  title,
  closeLabel,
  children,
  actions,
  size = 'md',
  role = 'dialog',
  isOpen,
  defaultOpen = false,
  onOpenChange,
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  const close = () => {
    if (isOpen === undefined) setOwnOpen(false);
    onOpenChange?.(false);
  };

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  // Unmounted while open (its owner stopped rendering it): close it, so it leaves the top layer
  // and focus goes back where it was (HTML §6.12.1 "close the dialog").
  // Closing on unmount fires a late 'close' event that Preact still delivers to the detached
  // element; it must not read as the person closing the dialog (the popup would stay closed).
  const unmounted = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      if (element?.open) element.close();
    };
  }, []);

  return (
    // The listeners serve what the dialog already offers by keyboard: a backdrop click is Esc or
    // the close button for a pointer, and the Tab wrap only keeps keyboard focus inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      data-state={open ? 'open' : 'closed'}
      className={styles.dialog({ size })}
      onCancel={(event) => {
        // Esc: the owner decides (it may be controlled); the browser must not close it by itself.
        event.preventDefault();
        close();
      }}
      onClose={(event) => {
        // Closed by the browser all the same (a repeated Esc without user activation cannot be
        // cancelled, HTML §6.12.2 close watchers): tell the owner. The event comes a task later,
        // so a close of our own that was followed by a new showModal() (StrictMode runs effects
        // twice) finds the dialog open again and is not the owner's business.
        if (!unmounted.current && open && !event.currentTarget.open) close();
      }}
      onKeyDown={wrapTab}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The dialog has no padding of its own: a click on it, not on its panel, is on the backdrop.
        // A confirmation must be answered, not dismissed by a stray click (WAI-ARIA alertdialog).
        if (role === 'dialog' && pressedBackdrop.current && event.target === event.currentTarget)
          close();
      }}
    >
      {open ? (
        <div className={dialogPanelClass}>
          <DialogContent
            heading={
              <h2 id={titleId} className={dialogTitleClass}>
                {title}
              </h2>
            }
            closeLabel={closeLabel}
            close={close}
            actions={actions}
          >
            {children}
          </DialogContent>
        </div>
      ) : null}
    </dialog>
  );
}
