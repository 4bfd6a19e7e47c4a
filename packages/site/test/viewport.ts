import { onTestFinished } from 'vitest';
import { page } from 'vitest/browser';

/** Vitest's default browser viewport, a phone, which every test starts from. */
const phone = { width: 414, height: 896 } as const;

/**
 * A desktop-width viewport for the rest of the test: the header's language select and the games
 * top navigation are wide-screen controls (on a phone they live in the side menu).
 */
export async function widenViewport(): Promise<void> {
  await page.viewport(1280, 800);
  onTestFinished(() => page.viewport(phone.width, phone.height));
}
