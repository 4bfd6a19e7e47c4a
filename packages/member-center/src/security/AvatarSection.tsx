import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { calls } from '@lobbykit/api-contract';
import type { MemberIcon } from '@lobbykit/api-contract';
import { FormAlert, useContractForm } from '@lobbykit/forms';
import {
  memberIconQuery,
  platformQueryContextAtom,
  useQuery,
  useQueryClient,
} from '@lobbykit/session';
import { AvatarPicker, Button, Skeleton } from '@lobbykit/ui-kit';
import { avatarNames } from './avatarNames';
import * as styles from './security.css';

function AvatarForm({ icon }: { icon: MemberIcon }) {
  const { t, i18n } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { form, formProps, formError, busy } = useContractForm({
    schema: calls.memberInfoIconUpdate.request,
    defaultValues: { avatarId: icon.avatar.id },
    onSubmit: async (values) => {
      setSaved(false);
      const answer = await context.api.memberInfoIconUpdate(values);
      // The answer is the new read: the header and the menu change at once, with no second call.
      queryClient.setQueryData(memberIconQuery(context).queryKey, answer);
      setSaved(true);
    },
  });
  const chosen = form.watch('avatarId');
  const fieldError = form.formState.errors.avatarId?.message;

  return (
    <form {...formProps} className={styles.form} aria-label={t`Avatar`}>
      <FormAlert message={formError} />
      <AvatarPicker
        label={t`Choose your avatar`}
        description={t`It is shown next to your name at the top of every page.`}
        options={icon.avatars.map((avatar) => ({
          id: avatar.id,
          src: avatar.url,
          label: i18n._(avatarNames[avatar.id]),
        }))}
        value={chosen}
        onChange={(id) => {
          setSaved(false);
          form.setValue('avatarId', id as typeof chosen, { shouldDirty: true });
          form.clearErrors('avatarId');
        }}
        errorMessage={fieldError}
        isDisabled={busy}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          <Trans>Save avatar</Trans>
        </Button>
      </div>
      {saved ? (
        <p role="status" className={styles.status}>
          <Trans>Your avatar is saved.</Trans>
        </p>
      ) : null}
    </form>
  );
}

/** Issue 14 item 2: the avatar, one of the platform's set, shown in the header and the menu. */
export function AvatarSection() {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const icon = useQuery(memberIconQuery(context));
  return (
    <section className={styles.section} aria-labelledby="security-avatar">
      <h2 id="security-avatar" className={styles.heading}>
        <Trans>Avatar</Trans>
      </h2>
      {icon.data ? (
        <AvatarForm icon={icon.data} />
      ) : icon.error ? (
        <p role="alert">{t`Your avatar could not be loaded.`}</p>
      ) : (
        <Skeleton width="100%" height={136} />
      )}
    </section>
  );
}
