import { useContext } from 'react';
import type { ReactNode } from 'react';
import { CalendarDate, startOfMonth, today } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../field.css';
import * as popoverStyles from '../popover.css';
import * as styles from './DateRangePicker.css';

/** A range of whole days, both ends included. */
export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

export const dateRangePresetIds = ['today', 'last7Days', 'last30Days', 'thisMonth'] as const;
export type DateRangePresetId = (typeof dateRangePresetIds)[number];

/**
 * The preset ranges, all ending today in `timeZone` (the brand's): the last 7 and 30 days include
 * today; this month runs from its first day to today.
 */
export function dateRangePreset(id: DateRangePresetId, timeZone: string): DateRange {
  const now = today(timeZone);
  switch (id) {
    case 'today':
      return { start: now, end: now };
    case 'last7Days':
      return { start: now.subtract({ days: 6 }), end: now };
    case 'last30Days':
      return { start: now.subtract({ days: 29 }), end: now };
    case 'thisMonth':
      return { start: startOfMonth(now), end: now };
    default: {
      const never: never = id;
      return never;
    }
  }
}

export interface DateRangePickerLabels {
  /** "Today". */
  today: string;
  /** "Last 7 days". */
  last7Days: string;
  /** "Last 30 days". */
  last30Days: string;
  /** "This month". */
  thisMonth: string;
  /** Names the group of preset buttons (for example "Quick ranges"). */
  presets: string;
  /** Names the previous-month button. */
  previousMonth: string;
  /** Names the next-month button. */
  nextMonth: string;
}

export interface DateRangePickerProps {
  /** The visible label (already translated). */
  label: string;
  /** The chosen range (controlled); null for none. */
  value?: DateRange | null;
  /** The range at first (uncontrolled). */
  defaultValue?: DateRange | null;
  /** Called with the range the player chose. */
  onChange?: (value: DateRange | null) => void;
  /** IANA time zone that "today" is counted in (the brand's). */
  timeZone: string;
  /** BCP 47 locale of the date segments and calendar (the page's language). */
  locale: string;
  /** The texts of the presets and calendar controls, already translated. */
  labels: DateRangePickerLabels;
  /** The earliest day that can be chosen. */
  minValue?: CalendarDate;
  /** The latest day that can be chosen. @default today in `timeZone` */
  maxValue?: CalendarDate;
  /** Help under the field, linked with aria-describedby. */
  hint?: string;
  /** Shown under the field when set; also marks it invalid. */
  errorMessage?: string;
  /** Greys the field out and ignores input. @default false */
  isDisabled?: boolean;
  /** Opens the calendar at first (for a story or a guided step). @default false */
  defaultOpen?: boolean;
}

/**
 * A labelled from–to date field (typed segment by segment, or picked on a range calendar) with
 * presets for today, the last 7 and 30 days and this month.
 */
export function DateRangePicker({
  label,
  value,
  defaultValue,
  onChange,
  timeZone,
  locale,
  labels,
  minValue,
  maxValue,
  hint,
  errorMessage,
  isDisabled = false,
  defaultOpen = false,
}: DateRangePickerProps) {
  const invalid = Boolean(errorMessage);
  const latest = maxValue ?? today(timeZone);
  return (
    <I18nProvider locale={locale}>
      <AriaDateRangePicker
        className={fieldStyles.field}
        value={value}
        defaultValue={defaultValue}
        onChange={(range) =>
          onChange?.(range ? { start: toDay(range.start), end: toDay(range.end) } : null)
        }
        minValue={minValue}
        maxValue={latest}
        isDisabled={isDisabled}
        isInvalid={invalid}
        validationBehavior="aria"
        granularity="day"
        defaultOpen={defaultOpen}
        data-state={invalid ? 'invalid' : 'valid'}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <Group className={styles.control}>
          <span className={styles.inputs}>
            <DateInput slot="start" className={styles.dateInput}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <DateInput slot="end" className={styles.dateInput}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
          </span>
          <AriaButton className={styles.calendarButton}>
            <CalendarGlyph />
          </AriaButton>
        </Group>
        {hint ? (
          <Text slot="description" className={fieldStyles.hint}>
            {hint}
          </Text>
        ) : null}
        <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
        <Popover className={popoverStyles.popover} offset={4}>
          <Dialog className={styles.dialog}>
            <Presets labels={labels} timeZone={timeZone} />
            <RangeCalendar className={styles.calendar}>
              <header className={styles.calendarHeader}>
                <AriaButton
                  slot="previous"
                  className={styles.navButton}
                  aria-label={labels.previousMonth}
                >
                  <span aria-hidden="true">‹</span>
                </AriaButton>
                <Heading className={styles.heading} />
                <AriaButton slot="next" className={styles.navButton} aria-label={labels.nextMonth}>
                  <span aria-hidden="true">›</span>
                </AriaButton>
              </header>
              <CalendarGrid className={styles.grid}>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}

function toDay(date: { year: number; month: number; day: number }): CalendarDate {
  return new CalendarDate(date.year, date.month, date.day);
}

function Presets({ labels, timeZone }: { labels: DateRangePickerLabels; timeZone: string }) {
  const state = useContext(DateRangePickerStateContext);
  return (
    <div role="group" aria-label={labels.presets} className={styles.presets}>
      {dateRangePresetIds.map((id) => (
        <AriaButton
          key={id}
          className={styles.preset}
          onPress={() => {
            if (!state) return;
            state.setValue(dateRangePreset(id, timeZone));
            state.close();
          }}
        >
          {labels[id]}
        </AriaButton>
      ))}
    </div>
  );
}

function CalendarGlyph(): ReactNode {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="none">
      <rect x="2" y="3.5" width="14" height="12" rx="2" stroke="currentColor" strokeWidth="1.6" />
      <path d="M2 7.5h14M6 2v3M12 2v3" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
