import { Switch } from 'react-aria-components';
import * as styles from './ThemeSwitch.css';

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export interface ThemeSwitchProps {
  /** The current mode; the switch is on in dark mode. */
  mode: ThemeMode;
  /** Called with the mode the user asked for. */
  onModeChange: (mode: ThemeMode) => void;
  /** The visible label (for example "Dark mode"). */
  label: string;
  /** Greys the switch out and ignores input. @default false */
  isDisabled?: boolean;
}

/** A labelled switch between light and dark mode; the caller stores and applies the mode (SPEC §4). */
export function ThemeSwitch({ mode, onModeChange, label, isDisabled = false }: ThemeSwitchProps) {
  return (
    <Switch
      className={styles.switchRoot}
      isSelected={mode === 'dark'}
      onChange={(dark) => onModeChange(dark ? 'dark' : 'light')}
      isDisabled={isDisabled}
      data-mode={mode}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {label}
    </Switch>
  );
}
