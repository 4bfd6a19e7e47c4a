/** A translatable text (a Lingui message descriptor), so feature packages need no Lingui types. */
export interface RouteTitle {
  id: string;
  message?: string;
}

/**
 * What a route tells the frame (§2.1, §2.2, §2.11). Feature packages put it in their routes'
 * `handle`; the site reads it for guards, titles and which parts of the frame to show.
 */
export interface SiteRouteHandle {
  /** §2.11 page title, per language. */
  title?: RouteTitle;
  /** §2.2: a visitor without a session token is sent to /login. */
  loginOnly?: boolean;
  /** §2.1 game pages (/seamless, /lottery, /vnLottery, /seaLottery): the header hides the balance. */
  gamePage?: boolean;
  /** §2.1 /vnLottery has no side menu. @default true */
  sideMenu?: boolean;
  /** §2.1 /helpmc is standalone, without the header and footer. @default 'full' */
  chrome?: 'full' | 'none';
}
