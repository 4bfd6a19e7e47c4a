import { describe, expect, it } from 'vitest';
import { SectionLoadError, loadSection } from './lazySection';

/** Settles every queued microtask (and theirs), but no task. */
async function drainMicrotasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('loadSection (§7.4, issue 17 item 2)', () => {
  it('resolves with the module in a task after the one that loaded it', async () => {
    const module = { default: 'page' };
    let settled = false;
    const loading = loadSection('page:test', () => Promise.resolve(module)).then((value) => {
      settled = true;
      return value;
    });
    await drainMicrotasks();
    // Still in the task that evaluated the section: its render must not start here.
    expect(settled).toBe(false);
    await expect(loading).resolves.toBe(module);
  });

  it('turns a failed import into a SectionLoadError naming the section', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadSection('popup:login', () => Promise.reject(cause)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SectionLoadError);
    expect(error).toMatchObject({ reason: 'failed', section: 'popup:login', cause });
  });
});
