import { Button as AriaButton } from 'react-aria-components';
import { EyeIcon } from '../icons/icons';
import { RefreshIcon } from '../SiteIcons/SiteIcons';
import { Skeleton } from '../Skeleton/Skeleton';
import { ToggleIconButton } from '../ToggleIconButton/ToggleIconButton';
import { button } from '../Button/Button.css';
import { icon } from '../IconButton/IconButton.css';
import { visuallyHidden } from '../tone.css';
import * as styles from './BalanceDisplay.css';

export const balanceStates = ['loading', 'ready', 'failed'] as const;
export type BalanceDisplayState = (typeof balanceStates)[number];

export interface BalanceDisplayLabels {
  /** Names the group (for example "Balance"). */
  balance: string;
  /** Names the hide toggle; it is pressed while the amount is hidden (for example "Hide balance"). */
  hide: string;
  /** Names the refresh button (for example "Refresh balance"). */
  refresh: string;
  /** Read instead of the amount while it is hidden (for example "Balance hidden"). */
  hidden: string;
  /** Said when no amount could be loaded (for example "Balance unavailable"). */
  failed: string;
}

export interface BalanceDisplayProps {
  /** The amount, already formatted with its currency (for example "$1,234.50"); null before the first load. */
  amount: string | null;
  /** `loading` while a request runs (the last amount stays), `failed` when the last one failed. */
  state: BalanceDisplayState;
  /** Whether the player chose to hide the amount. */
  isHidden: boolean;
  /** Called with the hidden state the player asked for. */
  onHiddenChange: (hidden: boolean) => void;
  /** Called when the player asks for a fresh figure. */
  onRefresh: () => void;
  /** Every text, already translated. */
  labels: BalanceDisplayLabels;
}

/**
 * The header balance (§2.6): amount, hide toggle and refresh. The amount box has a fixed minimum
 * width and a skeleton of the same size before the first figure, so nothing moves when it arrives.
 */
export function BalanceDisplay({
  amount,
  state,
  isHidden,
  onHiddenChange,
  onRefresh,
  labels,
}: BalanceDisplayProps) {
  const loading = state === 'loading';
  return (
    <div role="group" aria-label={labels.balance} className={styles.root} data-state={state}>
      {/* Polite: a refreshed figure is announced without interrupting. */}
      <span className={styles.amount} aria-live="polite" aria-busy={loading || undefined}>
        {isHidden ? (
          <>
            <span aria-hidden="true">••••••</span>
            <span className={visuallyHidden}>{labels.hidden}</span>
          </>
        ) : amount !== null ? (
          amount
        ) : loading ? (
          <Skeleton width="100%" height="1em" shape="text" />
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className={visuallyHidden}>{labels.failed}</span>
          </>
        )}
      </span>
      <ToggleIconButton
        label={labels.hide}
        isPressed={isHidden}
        onPressedChange={onHiddenChange}
        size="sm"
      >
        {(hidden) => <EyeIcon crossed={hidden} />}
      </ToggleIconButton>
      <AriaButton
        aria-label={labels.refresh}
        // Pending keeps focus on the button and ignores repeated presses while the call runs.
        isPending={loading}
        onPress={onRefresh}
        className={button({ tone: 'neutral', variant: 'ghost', size: 'sm', iconOnly: true })}
      >
        <span className={`${icon} ${styles.refreshIcon}`} aria-hidden="true">
          <RefreshIcon />
        </span>
      </AriaButton>
    </div>
  );
}
