import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Locale } from '@lobbykit/i18n';
import { accountPopupAtom, brandAtom, permissionAtom, sessionAtom } from '@lobbykit/session';
import { helpTopicPath, useHelpTopics } from '@lobbykit/game-lobby';
import {
  AgentIcon,
  Button,
  Drawer,
  GuideIcon,
  HomeIcon,
  LogoutIcon,
  MailIcon,
  Spinner,
  Tabs,
  ThemeSwitch,
} from '@lobbykit/ui-kit';
import type { TabItem } from '@lobbykit/ui-kit';
import { changeLocaleAtom, localeAtom, themeModeAtom } from '../app/siteAtoms';
import type { FrameSlots } from './frameSlots';
import { languageName, useSiteLanguages } from './LanguageControl';
import { agentHomePath, memberMenuLinks } from './memberLinks';
import { supportMailto } from './socialLinks';
import { SocialLinks, useSocialLinks } from './SocialLinks';
import * as styles from './SideMenu.css';

function PlayerGuide() {
  const { t } = useLingui();
  const topics = useHelpTopics();
  return (
    <section className={styles.section} aria-labelledby="side-menu-guide">
      <h3 id="side-menu-guide" className={styles.heading}>
        <Trans>Player guide</Trans>
      </h3>
      {topics.state === 'loading' ? (
        <Spinner label={t`Loading the player guide`} size="sm" />
      ) : topics.state === 'hasError' ? (
        <p className={styles.note}>
          <Trans>The guide could not be loaded.</Trans>{' '}
          <Link className={styles.inlineLink} to="/help">
            <Trans>Open the help centre</Trans>
          </Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {topics.data.map((topic) => (
            <li key={topic.tag}>
              <Link className={styles.item} to={helpTopicPath(topic)}>
                <span className={styles.icon} aria-hidden="true">
                  <GuideIcon />
                </span>
                {topic.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** §2.5 live support: an e-mail entry opening a mail link. */
function LiveSupport() {
  const brand = useAtomValue(brandAtom);
  const resources = useAtomValue(permissionAtom)?.resources;
  const { address, href } = supportMailto(resources, brand.supportEmail);
  return (
    <section className={styles.section} aria-labelledby="side-menu-support">
      <h3 id="side-menu-support" className={styles.heading}>
        <Trans>Live support</Trans>
      </h3>
      <a className={styles.item} href={href}>
        <span className={styles.icon} aria-hidden="true">
          <MailIcon />
        </span>
        <span className={styles.itemText}>
          <Trans>E-mail us</Trans>
          <span className={styles.detail}>{address}</span>
        </span>
      </a>
    </section>
  );
}

function AllMenu({ slots }: { slots: FrameSlots }) {
  const { t } = useLingui();
  const Games = slots.sideMenuGames;
  const [mode, setMode] = useAtom(themeModeAtom);
  return (
    <div className={styles.panel}>
      <nav aria-label={t`Site`} className={styles.section}>
        <ul className={styles.list}>
          <li>
            <Link className={styles.item} to="/">
              <span className={styles.icon} aria-hidden="true">
                <HomeIcon />
              </span>
              <Trans>Home</Trans>
            </Link>
          </li>
        </ul>
        {Games ? <Games /> : null}
      </nav>
      <PlayerGuide />
      <LiveSupport />
      <section className={styles.section} aria-labelledby="side-menu-display">
        <h3 id="side-menu-display" className={styles.heading}>
          <Trans>Display</Trans>
        </h3>
        <ThemeSwitch label={t`Dark mode`} mode={mode} onModeChange={setMode} />
      </section>
    </div>
  );
}

/** §2.5 the member menu (logged in only): the member-centre pages (§2.9), agent centre, logout. */
function MemberMenu({ slots, isAgent }: { slots: FrameSlots; isAgent: boolean }) {
  const { t, i18n } = useLingui();
  const setPopup = useSetAtom(accountPopupAtom);
  const Custom = slots.memberMenu;
  return (
    <div className={styles.panel}>
      <nav aria-label={t`Member centre`}>
        {Custom ? (
          <Custom />
        ) : (
          <ul className={styles.list}>
            {memberMenuLinks.map((link) => (
              <li key={link.path}>
                <Link className={styles.item} to={link.path}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {isAgent ? (
          <ul className={styles.list}>
            <li>
              <Link className={styles.item} to={agentHomePath}>
                <span className={styles.icon} aria-hidden="true">
                  <AgentIcon />
                </span>
                <Trans>Agent centre</Trans>
              </Link>
            </li>
          </ul>
        ) : null}
      </nav>
      <Button
        tone="neutral"
        variant="soft"
        isFullWidth
        onPress={() => setPopup({ kind: 'confirmLogout' })}
      >
        <span className={styles.icon} aria-hidden="true">
          <LogoutIcon />
        </span>
        <Trans>Log out</Trans>
      </Button>
    </div>
  );
}

/** §2.5 follow us: only the networks that have a link. */
function FollowUs() {
  const { t } = useLingui();
  const links = useSocialLinks();
  if (links.length === 0) {
    return (
      <p className={styles.note}>
        <Trans>No social channels yet.</Trans>
      </p>
    );
  }
  return <SocialLinks links={links} label={t`Follow us`} withText />;
}

/** §2.5 the language tab: the §4 language change, as a radio group of the brand's languages. */
function LanguageTab({ languages }: { languages: readonly Locale[] }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const changeLocale = useSetAtom(changeLocaleAtom);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.srOnly}>{t`Language`}</legend>
      {languages.map((code) => (
        <label key={code} className={styles.radio}>
          <input
            type="radio"
            name="side-menu-language"
            value={code}
            checked={code === locale}
            onChange={() => void changeLocale(code)}
          />
          <span lang={code}>{languageName(code)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export interface SideMenuProps {
  slots: FrameSlots;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** §2.5 the side menu: tabs all-menu, member menu (logged in), follow-us and language. */
export function SideMenu({ slots, isOpen, onOpenChange }: SideMenuProps) {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const languages = useSiteLanguages();
  const loggedIn = session.kind === 'member' || session.kind === 'trial';
  const items: TabItem[] = [{ id: 'all', label: t`All`, content: <AllMenu slots={slots} /> }];
  if (loggedIn) {
    items.push({
      id: 'member',
      label: t`Account`,
      content: <MemberMenu slots={slots} isAgent={session.kind === 'member' && session.isAgent} />,
    });
  }
  items.push({ id: 'follow', label: t`Follow us`, content: <FollowUs /> });
  if (languages.length > 1) {
    items.push({
      id: 'language',
      label: t`Language`,
      content: <LanguageTab languages={languages} />,
    });
  }
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Menu`}
      closeLabel={t`Close menu`}
      placement="left"
      size="lg"
    >
      <Tabs label={t`Menu sections`} items={items} defaultSelectedId="all" isFitted />
    </Drawer>
  );
}

export default SideMenu;
