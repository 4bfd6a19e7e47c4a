import * as styles from './Timeline.css';

export const timelineStepStates = ['done', 'current', 'upcoming', 'failed'] as const;
export type TimelineStepState = (typeof timelineStepStates)[number];

export interface TimelineStep {
  /** Stable key. */
  id: string;
  /** What happens at this step (for example "Request received"). */
  title: string;
  /** Where the step stands. */
  state: TimelineStepState;
  /** When it happened, already formatted (the shared date formatter); absent for a step still to come. */
  time?: string;
  /** The same moment as an ISO 8601 string, for the `<time datetime>` attribute. */
  dateTime?: string;
  /** A short note under the title (for example a reason for a rejection). */
  note?: string;
}

export interface TimelineProps {
  /** Names the list (for example "Withdrawal progress"). */
  label: string;
  /** The steps, oldest first. */
  steps: readonly TimelineStep[];
  /** How each state is read out (already translated), for example `{ done: 'Completed', … }`. */
  stateLabels: Record<TimelineStepState, string>;
}

/**
 * The steps of a process in order, each with its time, state and note (a withdrawal's progress);
 * the current step carries aria-current="step".
 */
export function Timeline({ label, steps, stateLabels }: TimelineProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.id}
          className={styles.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            <Glyph state={step.state} />
          </span>
          <div className={styles.body}>
            <p className={styles.title}>
              {step.title}
              <span className={styles.stateLabel}>{stateLabels[step.state]}</span>
            </p>
            {step.time ? (
              <time className={styles.time} dateTime={step.dateTime}>
                {step.time}
              </time>
            ) : null}
            {step.note ? <p className={styles.note}>{step.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Glyph({ state }: { state: TimelineStepState }) {
  switch (state) {
    case 'done':
      return (
        <svg width="12" height="12" viewBox="0 0 12 12" fill="none">
          <path d="M2 6.5 4.8 9 10 3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
    case 'failed':
      return (
        <svg width="12" height="12" viewBox="0 0 12 12" fill="none">
          <path d="m3 3 6 6M9 3 3 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
    case 'current':
    case 'upcoming':
      return null;
    default: {
      const never: never = state;
      return never;
    }
  }
}
