import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import type { Tone } from '../vocabulary';
import { tones } from '../vocabulary';
import { button } from '../Button/Button.css';
import { icon } from '../IconButton/IconButton.css';
import { CloseIcon } from '../icons/icons';
import * as styles from './Toast.css';

export const toastTones = tones;
export type ToastTone = Tone;

/** What one toast says; text arrives translated. */
export interface ToastContent {
  /** The message, read out when the toast appears. */
  title: string;
  /** A second line with detail. */
  description?: string;
  /** Semantic colour of the edge marker. @default 'neutral' */
  tone?: ToastTone;
}

/** The queue a ToastRegion shows; add with `queue.add(content, { timeout })`, remove with `queue.close(key)`. */
export type ToastQueue = AriaToastQueue<ToastContent>;

/** Long enough to read a short sentence (WCAG 2.2.1 asks for adjustable or ample time). */
export const toastDefaultTimeout = 5000;

/** Creates the queue for one ToastRegion; keep it in one place (a module or a provider). */
export function createToastQueue(options?: { maxVisibleToasts?: number }): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: options?.maxVisibleToasts ?? 3 });
}

export interface ToastRegionProps {
  /** The queue whose toasts this region shows. */
  queue: ToastQueue;
  /** Names the landmark region (for example "Notifications"). */
  label: string;
  /** Accessible name of each toast's close button (for example "Dismiss"). */
  closeLabel: string;
}

/** A landmark that shows queued toasts, pauses their timers on hover and focus, and announces them politely. */
export function ToastRegion({ queue, label, closeLabel }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={label} className={styles.region}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={styles.toast({ tone: toast.content.tone ?? 'neutral' })}
          data-tone={toast.content.tone ?? 'neutral'}
        >
          {/* React Aria announces toasts assertively (role=alert); routine notices must not
              interrupt the user, so the content is a polite status instead. */}
          <AriaToastContent className={styles.content} role="status" aria-live="polite">
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          {/* React Aria's Button: the toast wires its close action through the "close" slot. */}
          <AriaButton
            slot="close"
            aria-label={closeLabel}
            className={button({ tone: 'neutral', variant: 'ghost', size: 'sm', iconOnly: true })}
          >
            <span className={icon} aria-hidden="true">
              <CloseIcon />
            </span>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
