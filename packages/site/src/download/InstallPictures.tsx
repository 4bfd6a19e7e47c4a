import type { ReactNode } from 'react';
import * as styles from './DownloadPage.css';

/** One step's picture: a phone drawn in the theme's colours, named by its (translated) alt text. */
function Phone({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg className={styles.picture} viewBox="0 0 160 120" role="img" aria-label={label}>
      <rect className={styles.device} x="40" y="3" width="80" height="114" rx="10" />
      {children}
    </svg>
  );
}

/** The app's own icon as it appears on a home screen or in an install dialog. */
function AppIcon({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g>
      <rect className={styles.brandFill} x={x} y={y} width={size} height={size} rx={size / 4} />
      <path
        className={styles.onBrandInk}
        d={`M${x + size * 0.3} ${y + size * 0.5} L${x + size * 0.45} ${y + size * 0.65} L${x + size * 0.72} ${y + size * 0.35}`}
      />
    </g>
  );
}

/** iOS step 1: the page open in Safari (its compass icon). */
export function SafariPicture({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect className={styles.bar} x="48" y="12" width="64" height="10" rx="5" />
      <circle className={styles.ink} cx="80" cy="62" r="18" />
      <path className={styles.ink} d="M88 54 L83 65 L72 70 L77 59 Z" />
      <circle className={styles.highlight} cx="80" cy="62" r="24" />
    </Phone>
  );
}

/** iOS step 2: Safari's toolbar with the Share button (a box with an arrow out of it). */
export function SharePicture({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect className={styles.line} x="50" y="20" width="60" height="6" rx="3" />
      <rect className={styles.line} x="50" y="32" width="44" height="6" rx="3" />
      <rect className={styles.bar} x="42" y="92" width="76" height="22" rx="4" />
      <path
        className={styles.ink}
        d="M52 103 l4 -4 M52 103 l4 4 M104 99 h8 M104 103 h8 M104 107 h8"
      />
      <path
        className={styles.ink}
        d="M75 101 h-2 v10 h14 v-10 h-2 M80 106 v-11 M76 98 l4 -4 l4 4"
      />
      <circle className={styles.highlight} cx="80" cy="103" r="11" />
    </Phone>
  );
}

/** iOS step 3: the share sheet's "Add to Home Screen" row (a plus in a square). */
export function AddToHomePicture({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect className={styles.bar} x="42" y="34" width="76" height="80" rx="6" />
      <rect className={styles.line} x="50" y="44" width="60" height="6" rx="3" />
      <rect className={styles.line} x="50" y="58" width="52" height="6" rx="3" />
      <rect className={styles.line} x="50" y="72" width="40" height="6" rx="3" />
      <rect className={styles.ink} x="96" y="84" width="12" height="12" rx="2" />
      <path className={styles.ink} d="M102 87 v6 M99 90 h6" />
      <rect className={styles.line} x="50" y="87" width="38" height="6" rx="3" />
      <rect className={styles.highlight} x="45" y="80" width="70" height="20" rx="5" />
    </Phone>
  );
}

/** iOS step 4: the "Add" button at the top right, beside the icon the home screen will show. */
export function ConfirmAddPicture({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect className={styles.bar} x="42" y="10" width="76" height="18" rx="4" />
      <rect className={styles.line} x="48" y="16" width="16" height="6" rx="3" />
      <rect className={styles.brandFill} x="94" y="15" width="18" height="8" rx="4" />
      <rect className={styles.highlight} x="90" y="11" width="26" height="16" rx="6" />
      <AppIcon x={52} y={40} size={24} />
      <rect className={styles.line} x="82" y="46" width="28" height="6" rx="3" />
      <rect className={styles.line} x="82" y="56" width="20" height="6" rx="3" />
    </Phone>
  );
}

/** Chrome step: the menu (three dots) open at its "Install app" entry. */
export function ChromeMenuPicture({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect className={styles.bar} x="48" y="12" width="50" height="10" rx="5" />
      <circle className={styles.brandFill} cx="108" cy="13" r="1.8" />
      <circle className={styles.brandFill} cx="108" cy="17" r="1.8" />
      <circle className={styles.brandFill} cx="108" cy="21" r="1.8" />
      <rect className={styles.bar} x="62" y="30" width="54" height="64" rx="4" />
      <rect className={styles.line} x="68" y="38" width="40" height="6" rx="3" />
      <rect className={styles.line} x="68" y="50" width="34" height="6" rx="3" />
      <path className={styles.ink} d="M70 66 h10 v12 h-10 z M75 68 v6 M72 72 l3 3 l3 -3" />
      <rect className={styles.line} x="84" y="69" width="26" height="6" rx="3" />
      <rect className={styles.highlight} x="64" y="61" width="50" height="22" rx="5" />
    </Phone>
  );
}

/** Chrome step: the install dialog with the app's icon and its Install button. */
export function InstallDialogPicture({ label }: { label: string }) {
  return (
    <Phone label={label}>
      <rect className={styles.bar} x="46" y="34" width="68" height="56" rx="6" />
      <AppIcon x={52} y={42} size={18} />
      <rect className={styles.line} x="76" y="45" width="32" height="6" rx="3" />
      <rect className={styles.line} x="76" y="55" width="22" height="5" rx="2.5" />
      <rect className={styles.line} x="56" y="72" width="22" height="10" rx="5" />
      <rect className={styles.brandFill} x="84" y="72" width="24" height="10" rx="5" />
      <rect className={styles.highlight} x="80" y="68" width="32" height="18" rx="8" />
    </Phone>
  );
}
