import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoot } from './client';

/** A counter whose effect writes each committed value to `log`. */
function harness() {
  const log: string[] = [];
  let setFromOutside: (value: number) => void = () => {};
  function Counter() {
    const [count, setCount] = useState(0);
    setFromOutside = setCount;
    useEffect(() => {
      log.push(`effect ${count}`);
    }, [count]);
    return h('button', { type: 'button', onClick: () => setCount((value) => value + 1) }, count);
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(h(Counter, null));
  const button = () => {
    const element = container.querySelector('button');
    if (!element) throw new Error('the counter has no button');
    return element;
  };
  return {
    log,
    button,
    set: (value: number) => setFromOutside(value),
    unmount: () => root.unmount(),
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
/** Sets the counter from a timer task: a render no key press or click caused. */
const setFromTimer = (page: { set: (value: number) => void }, value: number) =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      page.set(value);
      resolve();
    }),
  );
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  return check();
};

describe('react-dom/client shim: when effects run (issue 6, no long task; React Aria focus)', () => {
  let unmount = () => {};
  afterEach(() => unmount());

  it('runs the effects of a click at once, before the next task', async () => {
    const page = harness();
    unmount = page.unmount;
    expect(await until(() => page.log.includes('effect 0'))).toBe(true);
    page.button().click();
    let seenBeforeNextTask = false;
    setTimeout(() => (seenBeforeNextTask = page.log.includes('effect 1')));
    await nextTask();
    expect(seenBeforeNextTask).toBe(true);
  });

  it('runs the effects of any other render after the next frame, in a task of their own', async () => {
    const page = harness();
    unmount = page.unmount;
    expect(await until(() => page.log.includes('effect 0'))).toBe(true);
    await setFromTimer(page, 5); // as data arriving would
    await microtasks();
    expect(page.button().textContent).toBe('5'); // rendered in this task…
    expect(page.log).not.toContain('effect 5'); // …its effects not yet
    expect(await until(() => page.log.includes('effect 5'))).toBe(true);
  });

  it('runs effects still waiting for a frame before a click is handled', async () => {
    const page = harness();
    unmount = page.unmount;
    expect(await until(() => page.log.includes('effect 0'))).toBe(true);
    await setFromTimer(page, 5);
    await microtasks();
    expect(page.log).not.toContain('effect 5');
    page.button().click();
    await microtasks();
    expect(page.log.slice(-2)).toEqual(['effect 5', 'effect 6']);
  });
});
