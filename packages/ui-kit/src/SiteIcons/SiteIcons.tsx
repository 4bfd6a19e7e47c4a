// Line icons for the site frame (header, side menu, footer, right bar). Decorative: the control
// that shows one carries the name, so every icon is aria-hidden. They draw in currentColor.
import { Line } from './Line';

/** Three bars, for the button that opens the side menu. */
export function MenuIcon() {
  return (
    <Line>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Line>
  );
}

/** A house, for the home button. */
export function HomeIcon() {
  return (
    <Line>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </Line>
  );
}

/** Two turning arrows, for refresh. */
export function RefreshIcon() {
  return (
    <Line>
      <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
      <path d="M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.6 4.5L20 16" />
      <path d="M20 20v-4h-4" />
    </Line>
  );
}

/** An envelope, for messages and e-mail. */
export function MailIcon() {
  return (
    <Line>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Line>
  );
}

/** A door with an arrow out, for log out. */
export function LogoutIcon() {
  return (
    <Line>
      <path d="M10 4H5v16h5" />
      <path d="M14 8l4 4-4 4M18 12H9" />
    </Line>
  );
}

/** A wallet with an arrow in, for deposit. */
export function DepositIcon() {
  return (
    <Line>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M12 2v8M9 7l3 3 3-3" />
    </Line>
  );
}

/** A wallet with an arrow out, for withdraw. */
export function WithdrawIcon() {
  return (
    <Line>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M12 11V3M9 6l3-3 3 3" />
    </Line>
  );
}

/** Two people, for the agent centre. */
export function AgentIcon() {
  return (
    <Line>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <path d="M16 5a3 3 0 0 1 0 6M21 20c0-2.6-1.6-4.8-4-5.6" />
    </Line>
  );
}

/** A person, for the member menu. */
export function UserIcon() {
  return (
    <Line>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </Line>
  );
}

/** An arrow up, for scroll to top. */
export function ArrowUpIcon() {
  return (
    <Line>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </Line>
  );
}

/** A headset, for customer service. */
export function HeadsetIcon() {
  return (
    <Line>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20c0 1.1-1.8 2-4 2h-2" />
    </Line>
  );
}

/** A sun, for light mode. */
export function SunIcon() {
  return (
    <Line>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Line>
  );
}

/** A crescent moon, for dark mode. */
export function MoonIcon() {
  return (
    <Line>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
    </Line>
  );
}

/** A globe, for the language choice. */
export function GlobeIcon() {
  return (
    <Line>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </Line>
  );
}

/** A speech bubble, for feedback. */
export function FeedbackIcon() {
  return (
    <Line>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" />
    </Line>
  );
}

/** A book, for the player guide. */
export function GuideIcon() {
  return (
    <Line>
      <path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z" />
      <path d="M4 19V5M8 7h8" />
    </Line>
  );
}

/** A play button in a rounded frame (YouTube). */
export function YoutubeIcon() {
  return (
    <Line>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" fill="currentColor" />
    </Line>
  );
}

/** The X mark (Twitter). */
export function TwitterIcon() {
  return (
    <Line>
      <path d="M4 4l16 16M20 4l-6.8 7.2M10.8 12.8L4 20" />
    </Line>
  );
}

/** A camera outline (Instagram). */
export function InstagramIcon() {
  return (
    <Line>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </Line>
  );
}

/** A page with lines (blog). */
export function BlogIcon() {
  return (
    <Line>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 11h7M9 15h7M9 7h3" />
    </Line>
  );
}

/** A picture, for image uploads. */
export function ImageIcon() {
  return (
    <Line>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </Line>
  );
}

/** Every icon above by name, for stories and callers that pick one from data. */
export const siteIcons = {
  menu: MenuIcon,
  home: HomeIcon,
  refresh: RefreshIcon,
  mail: MailIcon,
  logout: LogoutIcon,
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  agent: AgentIcon,
  user: UserIcon,
  arrowUp: ArrowUpIcon,
  headset: HeadsetIcon,
  sun: SunIcon,
  moon: MoonIcon,
  globe: GlobeIcon,
  feedback: FeedbackIcon,
  guide: GuideIcon,
  youtube: YoutubeIcon,
  twitter: TwitterIcon,
  instagram: InstagramIcon,
  blog: BlogIcon,
  image: ImageIcon,
} as const;
export type SiteIconName = keyof typeof siteIcons;
