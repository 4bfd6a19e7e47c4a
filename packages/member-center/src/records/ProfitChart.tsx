import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './records.css';

export interface ChartDay {
  /** YYYY-MM-DD of the brand's calendar. */
  day: string;
  /** The net result as sent (a decimal string); the bar's height only, never its text. */
  net: string;
  /** The formatted net result, for the bar's title. */
  netText: string;
}

const width = 640;
const height = 220;
const pad = { top: 12, bottom: 32, side: 8 };

/**
 * §2.9 personalProfit's chart: one bar per day of the range, up for a win and down for a loss,
 * for a person who would rather look than read. Drawn here in SVG (no chart library: a few
 * rectangles, and nothing added to the page's chunk). The same figures are in the table beside
 * it, so the picture is `role="img"` with a summary, and its bars are not read one by one.
 */
export function ProfitChart({ days, summary }: { days: readonly ChartDay[]; summary: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const values = days.map((d) => Number(d.net));
  const most = Math.max(1e-9, ...values.map((v) => Math.abs(v)));
  const anyLoss = values.some((v) => v < 0);
  const anyWin = values.some((v) => v > 0);
  // The zero line sits where the bars need it: the middle when both signs appear.
  const plot = height - pad.top - pad.bottom;
  const zero = pad.top + (anyWin && anyLoss ? plot / 2 : anyLoss ? 0 : plot);
  const scale = (anyWin && anyLoss ? plot / 2 : plot) / most;
  const slot = (width - pad.side * 2) / Math.max(1, days.length);
  const bar = Math.max(2, Math.min(28, slot * 0.7));
  // A label under every n-th day, so they never overlap.
  const every = Math.ceil(days.length / 7);
  return (
    <figure className={styles.chartFigure}>
      <figcaption className={styles.chartCaption} id={titleId}>
        {t`Net result per day`}
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
      >
        <desc id={`${titleId}-summary`}>{summary}</desc>
        <line className={styles.axis} x1={pad.side} x2={width - pad.side} y1={zero} y2={zero} />
        {days.map((d, index) => {
          const value = Number(d.net);
          const h = Math.abs(value) * scale;
          const x = pad.side + slot * index + (slot - bar) / 2;
          return (
            <g key={d.day}>
              {h > 0 ? (
                <rect
                  className={value < 0 ? styles.barLoss : styles.barWin}
                  x={x}
                  y={value < 0 ? zero : zero - h}
                  width={bar}
                  height={Math.max(1, h)}
                  rx={2}
                >
                  <title>{`${d.day}: ${d.netText}`}</title>
                </rect>
              ) : null}
              {index % every === 0 ? (
                <text
                  className={styles.axisLabel}
                  x={x + bar / 2}
                  y={height - 8}
                  textAnchor="middle"
                >
                  {d.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.swatchWin}`} />
          {t`Won`}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchLoss}`} />
          {t`Lost`}
        </li>
      </ul>
    </figure>
  );
}
