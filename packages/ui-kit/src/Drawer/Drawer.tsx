import type { JSX, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Pressable,
} from 'react-aria-components';
import type { Size } from '../vocabulary';
import { sizes } from '../vocabulary';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import * as styles from './Drawer.css';

export const drawerPlacements = ['left', 'right'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];
export const drawerSizes = sizes;
export type DrawerSize = Size;

export interface DrawerProps {
  /** The element that opens the drawer, usually a Button; focus returns to it on close. */
  trigger?: JSX.Element;
  /** The heading, which also names the drawer. */
  title: string;
  /** Accessible name of the close button (for example "Close menu"). */
  closeLabel: string;
  /** The drawer's content; a function receives `close` (for menu links that navigate). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The side the sheet slides in from, in logical terms for right-to-left scripts. @default 'left' */
  placement?: DrawerPlacement;
  /** Sheet width. @default 'md' */
  size?: DrawerSize;
  /** Open state when controlled. */
  isOpen?: boolean;
  /** Open state at first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the drawer asks to open or close (trigger, Esc, close button, overlay). */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A modal side sheet with the same accessibility as Dialog: titled, focus-trapped, Esc closes. */
export function Drawer({
  trigger,
  title,
  closeLabel,
  children,
  placement = 'left',
  size = 'md',
  isOpen,
  defaultOpen,
  onOpenChange,
}: DrawerProps) {
  // Without a trigger the overlay holds the open state itself: a DialogTrigger with nothing to
  // press makes React Aria warn that its PressResponder has no pressable child.
  const ownState = trigger ? {} : { isOpen, defaultOpen, onOpenChange };
  const overlay = (
    <ModalOverlay className={styles.overlay} isDismissable {...ownState}>
      <Modal className={styles.sheet({ placement, size })} data-placement={placement}>
        <AriaDialog className={styles.dialog}>
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
              {typeof children === 'function' ? children(close) : children}
            </>
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
