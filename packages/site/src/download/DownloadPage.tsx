import { useState } from 'react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { brandAtom } from '@lobbykit/session';
import { Button, Tabs } from '@lobbykit/ui-kit';
import { guideForDevice } from './devicePlatform';
import type { InstallGuide } from './devicePlatform';
import { installStateAtom, promptInstallAtom } from './installPrompt';
import {
  AddToHomePicture,
  ChromeMenuPicture,
  ConfirmAddPicture,
  InstallDialogPicture,
  SafariPicture,
  SharePicture,
} from './InstallPictures';
import * as styles from './DownloadPage.css';

/** One numbered step of a guide: what to do, and its picture. */
function Step({ text, picture }: { text: string; picture: ReactNode }) {
  return (
    <li className={styles.step}>
      <p className={styles.stepText}>{text}</p>
      {picture}
    </li>
  );
}

/** §2.11 the iOS guide: Safari → Share → Add to Home Screen → Add, each step with its picture. */
function IosGuide() {
  const { t } = useLingui();
  return (
    <div className={styles.panel}>
      <h2 className={styles.guideTitle}>
        <Trans>Add to the Home Screen with Safari</Trans>
      </h2>
      <ol className={styles.steps}>
        <Step
          text={t`Open this page in Safari.`}
          picture={<SafariPicture label={t`Safari's compass icon on an iPhone`} />}
        />
        <Step
          text={t`Tap the Share button (a square with an arrow pointing up) in the toolbar.`}
          picture={<SharePicture label={t`Safari's toolbar with the Share button marked`} />}
        />
        <Step
          text={t`Scroll down the list and tap “Add to Home Screen”.`}
          picture={<AddToHomePicture label={t`The share list with “Add to Home Screen” marked`} />}
        />
        <Step
          text={t`Tap “Add” at the top right. The app's icon appears on your Home Screen.`}
          picture={
            <ConfirmAddPicture label={t`The app's icon and name, with the Add button marked`} />
          }
        />
      </ol>
    </div>
  );
}

/**
 * §2.11 the Android (and computer) guide: Chrome's real install prompt when the browser offers
 * one (`beforeinstallprompt`), else the steps through Chrome's menu.
 */
function ChromeGuide() {
  const { t } = useLingui();
  const state = useAtomValue(installStateAtom);
  const promptInstall = useSetAtom(promptInstallAtom);
  const [pending, setPending] = useState(false);
  return (
    <div className={styles.panel}>
      <h2 className={styles.guideTitle}>
        <Trans>Install with Chrome</Trans>
      </h2>
      {state.kind === 'prompt' ? (
        <div className={styles.installRow}>
          <Button
            tone="brand"
            variant="solid"
            isLoading={pending}
            onPress={() => {
              setPending(true);
              void promptInstall(state.event).finally(() => setPending(false));
            }}
          >
            <Trans>Install the app</Trans>
          </Button>
          <p className={styles.hint}>
            <Trans>
              Your browser asks you to confirm; the app then opens from your home screen.
            </Trans>
          </p>
        </div>
      ) : (
        <ol className={styles.steps}>
          <Step
            text={t`Open this page in Chrome and tap the menu (three dots) at the top right.`}
            picture={<ChromeMenuPicture label={t`Chrome's menu with “Install app” marked`} />}
          />
          <Step
            text={t`Tap “Install app” (or “Add to Home screen”), then “Install”. On a computer, click the install icon at the right of the address bar.`}
            picture={
              <InstallDialogPicture label={t`The install dialog with its Install button marked`} />
            }
          />
        </ol>
      )}
    </div>
  );
}

/**
 * §2.11 app download: the site installs as an app (issue 16 item 6). The visitor's own platform's
 * guide opens first; an installed app says so.
 */
export default function DownloadPage() {
  const { t } = useLingui();
  const brand = useAtomValue(brandAtom);
  const state = useAtomValue(installStateAtom);
  const [initialGuide] = useState<InstallGuide>(() =>
    guideForDevice(navigator.userAgent, navigator.maxTouchPoints),
  );
  const name = brand.name;
  return (
    <section className={styles.page} aria-labelledby="download-title">
      <h1 id="download-title" className={styles.title}>
        <Trans>App download</Trans>
      </h1>
      <p className={styles.intro}>
        <Trans>
          Put {name} on your home screen: it opens full screen like an app, with nothing to download
          from an app store.
        </Trans>
      </p>
      {state.kind === 'installed' ? (
        <p className={styles.notice} role="status">
          <Trans>{name} is already installed on this device.</Trans>
        </p>
      ) : null}
      <Tabs
        label={t`Install guides`}
        defaultSelectedId={initialGuide}
        items={[
          { id: 'ios', label: t`iPhone and iPad`, content: <IosGuide /> },
          { id: 'chrome', label: t`Android and computer`, content: <ChromeGuide /> },
        ]}
      />
    </section>
  );
}
