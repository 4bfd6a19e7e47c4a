// Line icons of the member centre's menu, like SiteIcons. A module of their own: Rollup puts a
// module in one chunk, so icons only the member centre uses stay out of the first page's.
import { Line } from './Line';

/** A crown, for the VIP level. */
export function CrownIcon() {
  return (
    <Line>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    </Line>
  );
}

/** An arrow leaving a tray upwards, for sending money to the agent above. */
export function SendUpIcon() {
  return (
    <Line>
      <path d="M12 15V3M7 8l5-5 5 5" />
      <path d="M4 14v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5" />
    </Line>
  );
}

/** A list with bullets, for the betting record. */
export function ListIcon() {
  return (
    <Line>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </Line>
  );
}

/** A receipt, for the account record. */
export function ReceiptIcon() {
  return (
    <Line>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </Line>
  );
}

/** A rising chart, for profit and loss. */
export function ChartIcon() {
  return (
    <Line>
      <path d="M4 4v16h16" />
      <path d="M8 15l4-4 3 3 5-6" />
    </Line>
  );
}

/** A gift, for bonuses and rewards. */
export function GiftIcon() {
  return (
    <Line>
      <rect x="3" y="8" width="18" height="5" rx="1" />
      <path d="M5 13v8h14v-8M12 8v13" />
      <path d="M12 8c-1.5-4-6-4-6-1.5S9 8 12 8zM12 8c1.5-4 6-4 6-1.5S15 8 12 8z" />
    </Line>
  );
}

/** Three linked points, for referring friends. */
export function ShareIcon() {
  return (
    <Line>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5" />
    </Line>
  );
}

/** A flag, for missions. */
export function FlagIcon() {
  return (
    <Line>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </Line>
  );
}

/** A percent sign, for rebates. */
export function PercentIcon() {
  return (
    <Line>
      <path d="M19 5L5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </Line>
  );
}

export const memberIcons = {
  crown: CrownIcon,
  sendUp: SendUpIcon,
  list: ListIcon,
  receipt: ReceiptIcon,
  chart: ChartIcon,
  gift: GiftIcon,
  share: ShareIcon,
  flag: FlagIcon,
  percent: PercentIcon,
} as const;
export type MemberIconName = keyof typeof memberIcons;
