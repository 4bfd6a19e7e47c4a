/** §2.8: the customer-service window is 440 by 750. */
const customerServiceWindow = { width: 440, height: 750 } as const;

/** The window name, so a second click focuses the same chat instead of opening another. */
const windowName = 'lobbykit-customer-service';

/**
 * Opens the live chat in a 440 × 750 window (§2.8). Returns false when the browser blocked it.
 *
 * `window.open(url, name, 'noopener')` always returns null, so a blocked popup could not be told
 * apart. Instead the window opens blank, its `opener` is cut (the same protection as noopener:
 * the chat page cannot reach or redirect this tab), and only then is it sent to the chat url.
 */
export function openChatWindow(chatUrl: string): boolean {
  const { width, height } = customerServiceWindow;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const features = `popup,width=${width},height=${height},left=${left},top=${top}`;
  const opened = window.open('about:blank', windowName, features);
  if (!opened) return false;
  opened.opener = null;
  opened.location.replace(chatUrl);
  return true;
}
