import { Button } from '../Button/Button';
import * as styles from './ShowMore.css';

export interface ShowMoreProps {
  /** Whether there is a next page; nothing renders without one. */
  hasMore: boolean;
  /** The next page is on its way: the button keeps focus but ignores presses. @default false */
  isLoading?: boolean;
  /** Asks for the next page, which the caller appends under the rows shown. */
  onMore: () => void;
  /** The button's words (already translated), for example "Show more". */
  label: string;
  /** The button's words while the next page loads (already translated), for example "Loading…". */
  loadingLabel: string;
}

/**
 * "Show more" under a keyset-paged list: the next page is appended below, so the rows read stay
 * where they were (bets, records, messages).
 */
export function ShowMore({
  hasMore,
  isLoading = false,
  onMore,
  label,
  loadingLabel,
}: ShowMoreProps) {
  if (!hasMore) return null;
  return (
    <div className={styles.more}>
      <Button tone="neutral" variant="soft" isLoading={isLoading} onPress={onMore}>
        {isLoading ? loadingLabel : label}
      </Button>
    </div>
  );
}
