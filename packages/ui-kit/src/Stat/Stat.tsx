import * as styles from './Stat.css';

export const statTrends = ['up', 'down', 'flat'] as const;
export type StatTrendDirection = (typeof statTrends)[number];

export const statTrendMeanings = ['good', 'bad', 'neutral'] as const;
export type StatTrendMeaning = (typeof statTrendMeanings)[number];

export interface StatTrend {
  /** Which way the figure moved. */
  direction: StatTrendDirection;
  /** The change as shown (for example "+12%"). */
  text: string;
  /** The change in words for assistive technology (for example "Up 12% on last week"). */
  description: string;
  /**
   * Whether the move is good news, which sets the colour: up is good for deposits, bad for
   * losses. @default up 'good', down 'bad', flat 'neutral'
   */
  meaning?: StatTrendMeaning;
}

export interface StatProps {
  /** What the figure is (for example "Deposits this week"). */
  label: string;
  /** The figure, already formatted (amounts through the shared money formatter). */
  value: string;
  /** How it moved since the last period. */
  trend?: StatTrend;
}

const defaultMeaning: Record<StatTrendDirection, StatTrendMeaning> = {
  up: 'good',
  down: 'bad',
  flat: 'neutral',
};

const arrows: Record<StatTrendDirection, string> = { up: '▲', down: '▼', flat: '▬' };

/** One labelled figure with an optional trend; the trend is read as words, not arrows or colour. */
export function Stat({ label, value, trend }: StatProps) {
  return (
    <dl className={styles.root}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {trend ? (
        <dd
          className={styles.trend}
          data-direction={trend.direction}
          data-meaning={trend.meaning ?? defaultMeaning[trend.direction]}
        >
          <span aria-hidden="true">
            <span className={styles.arrow}>{arrows[trend.direction]}</span> {trend.text}
          </span>
          <span className={styles.trendDescription}>{trend.description}</span>
        </dd>
      ) : null}
    </dl>
  );
}
