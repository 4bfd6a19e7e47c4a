import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { brandAtom, freePlayAtom, sessionAtom } from '@lobbykit/session';
import { Button } from '@lobbykit/ui-kit';
import type { ButtonSize, ButtonVariant } from '@lobbykit/ui-kit';

/** A coarse operating-system name for the §3 free-play payload (`os`); sent, never shown. */
/* eslint-disable lingui/no-unlocalized-strings -- platform identifiers, not text for people */
export function operatingSystem(userAgent: string): string {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macOS';
  if (/Linux|CrOS/i.test(userAgent)) return 'Linux';
  return 'other';
}
/* eslint-enable lingui/no-unlocalized-strings */

export interface FreePlayButtonProps {
  /** @default 'soft' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Called after a trial session started (for example to close a menu). */
  onStarted?: () => void;
}

/**
 * §4 free play: shown to visitors only where the brand offers it. Loader, free-play login; on
 * success the trial session is set and the site goes to /; on failure the loader hides and nothing
 * else happens. (There is no stored password to clear: the site never keeps one.)
 */
export function FreePlayButton({ variant = 'soft', size = 'md', onStarted }: FreePlayButtonProps) {
  const brand = useAtomValue(brandAtom);
  const session = useAtomValue(sessionAtom);
  const freePlay = useSetAtom(freePlayAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!brand.features.freePlay || session.kind !== 'visitor') return null;
  const start = async () => {
    setBusy(true);
    try {
      await freePlay({
        os: operatingSystem(navigator.userAgent),
        platform: 'W',
        gatewayVersion: 3,
      });
    } catch {
      // §4: on failure the loader hides and nothing else happens.
      setBusy(false);
      return;
    }
    setBusy(false);
    onStarted?.();
    await navigate('/');
  };
  return (
    <Button
      tone="neutral"
      variant={variant}
      size={size}
      isLoading={busy}
      onPress={() => void start()}
    >
      <Trans>Free play</Trans>
    </Button>
  );
}
