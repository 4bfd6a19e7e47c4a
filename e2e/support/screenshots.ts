import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test } from '@playwright/test';
import { repoRoot } from './brands';

/** The folder of a brand's step screenshots: e2e/screenshots/<brand>/. */
export function screenshotDir(brandId: string): string {
  return path.join(repoRoot, 'e2e', 'screenshots', brandId);
}

/**
 * Saves a full-page screenshot of a named step to e2e/screenshots/<brand>/<step>.png (phone runs:
 * e2e/screenshots/<brand>/phone/<step>.png; the step name is made file-safe) and attaches it to
 * the test report. Returns the file path.
 */
export async function screenshotStep(
  page: Page,
  brandId: string,
  step: string,
  testInfo?: TestInfo,
): Promise<string> {
  // The phone run of a flow (issue 11) keeps its pictures beside the desktop ones, not over them.
  const phone = (testInfo ?? test.info()).project.name.endsWith('-phone');
  const dir = phone ? path.join(screenshotDir(brandId), 'phone') : screenshotDir(brandId);
  mkdirSync(dir, { recursive: true });
  const name = step
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const file = path.join(dir, `${name}.png`);
  // Animations are finished, not frozen mid-way, so the picture shows the settled page.
  // A phone shows one screen at a time: a full-page capture under mobile emulation resizes the
  // page and can take longer than a step's timeout on a busy machine.
  await page.screenshot({ path: file, fullPage: !phone, animations: 'disabled' });
  await testInfo?.attach(step, { path: file, contentType: 'image/png' });
  return file;
}
