import * as styles from './VipBadge.css';

/** VIP levels (SPEC §9: levels 1-6, default 1). */
export const vipLevels = [1, 2, 3, 4, 5, 6] as const;
export type VipLevel = (typeof vipLevels)[number];
export const vipBadgeSizes = ['sm', 'md', 'lg'] as const;
export type VipBadgeSize = (typeof vipBadgeSizes)[number];

export interface VipBadgeProps {
  /** The member's level; anything outside 1-6 shows level 1 (the default of §9). */
  level: number;
  /** The accessible name, already translated with the level (for example "VIP level 3"). */
  label: string;
  /** Rendered height. @default 'md' */
  size?: VipBadgeSize;
}

/** Clamps a level from the server to the six levels that exist (§9), 1 when unknown. */
export function toVipLevel(level: number): VipLevel {
  if (!Number.isInteger(level) || level < 1) return 1;
  return Math.min(level, 6) as VipLevel;
}

/**
 * The VIP level image (§2.6): a shield drawn inline per level, so it needs no request, scales
 * crisply and takes the brand's colours. Higher levels gain a crown; the numeral says the level.
 */
export function VipBadge({ level, label, size = 'md' }: VipBadgeProps) {
  const shown = toVipLevel(level);
  return (
    <svg
      viewBox="0 0 32 36"
      role="img"
      aria-label={label}
      data-level={shown}
      className={styles.badge({ level: shown, size })}
    >
      <path
        className={styles.shield}
        d="M16 3 L28 8 V18 C28 25.5 22.8 31 16 33.5 C9.2 31 4 25.5 4 18 V8 Z"
      />
      {shown >= 5 ? (
        <path className={styles.crown} d="M9 6.5 L11.5 1.5 L16 5 L20.5 1.5 L23 6.5 Z" />
      ) : null}
      {shown >= 3 ? <path className={styles.band} d="M7 24 H25" /> : null}
      <text x="16" y="21" textAnchor="middle" className={styles.numeral}>
        {shown}
      </text>
    </svg>
  );
}
