import { useAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { MoonIcon, SunIcon, ToggleIconButton } from '@lobbykit/ui-kit';
import { themeModeAtom } from '../app/siteAtoms';

/** §2.6, §4 the theme switch: pressed in dark mode; stored locally, applied on <html>. */
export function ThemeControl() {
  const { t } = useLingui();
  const [mode, setMode] = useAtom(themeModeAtom);
  return (
    <ToggleIconButton
      label={t`Dark mode`}
      isPressed={mode === 'dark'}
      onPressedChange={(dark) => setMode(dark ? 'dark' : 'light')}
    >
      {(dark) => (dark ? <MoonIcon /> : <SunIcon />)}
    </ToggleIconButton>
  );
}
