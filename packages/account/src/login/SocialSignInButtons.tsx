import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { brandAtom, completeLoginAtom } from '@lobbykit/session';
import { Button } from '@lobbykit/ui-kit';
import { useErrorMessage } from '@lobbykit/forms';
import { accountIntegrations } from '../verification/integrations';
import { socialProvidersFor } from '../verification/socialSignIn';
import type { SocialProviderId, SocialSignInProvider } from '../verification/socialSignIn';
import { useFinishLogin } from './useFinishLogin';
import * as styles from './forms.css';

/**
 * §2.8 optional Google and Facebook sign-in: a button per provider the brand configures and the
 * site has an implementation of; nothing at all otherwise (no brand configures one today).
 */
export function SocialSignInButtons({
  providers: given,
}: {
  /** The providers to offer; by default those of the brand and the installed integrations. */
  providers?: readonly SocialSignInProvider[];
}) {
  const brand = useAtomValue(brandAtom);
  const providers = given ?? socialProvidersFor(brand, accountIntegrations().socialSignIn);
  const completeLogin = useSetAtom(completeLoginAtom);
  const finish = useFinishLogin();
  const errorMessage = useErrorMessage();
  const { t } = useLingui();
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const names: Record<SocialProviderId, string> = {
    google: t`Sign in with Google`,
    facebook: t`Sign in with Facebook`,
  };
  const signIn = async (provider: SocialSignInProvider) => {
    setBusy(provider.id);
    setFailure(null);
    try {
      const value = await provider.signIn();
      await finish(await completeLogin(value, 'social'));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.actions}>
      <p className={styles.divider}>
        <Trans>or</Trans>
      </p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          tone="neutral"
          variant="soft"
          isFullWidth
          isLoading={busy === provider.id}
          onPress={() => void signIn(provider)}
        >
          {names[provider.id]}
        </Button>
      ))}
      <div role="alert" className={styles.alert}>
        {failure}
      </div>
    </div>
  );
}
