import { describe, expect, it } from 'vitest';
import { loadInSequence, ROW_DELAY_MS } from './loadInSequence';

describe('home rows load one after another, 300 ms apart (§4, §9)', () => {
  it('waits 300 ms between rows, starting each only after the previous finished', async () => {
    const log: string[] = [];
    const sleep = async (ms: number) => void log.push(`sleep ${ms}`);
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
    };
    await loadInSequence(
      [task('hot'), task('new'), task('top')],
      ROW_DELAY_MS,
      new AbortController().signal,
      sleep,
    );
    expect(log).toEqual([
      'start hot',
      'end hot',
      'sleep 300',
      'start new',
      'end new',
      'sleep 300',
      'start top',
      'end top',
    ]);
  });

  it('goes on after a row fails', async () => {
    const done: string[] = [];
    await loadInSequence(
      [async () => Promise.reject(new Error('down')), async () => void done.push('new')],
      0,
      new AbortController().signal,
      async () => {},
    );
    expect(done).toEqual(['new']);
  });

  it('stops when aborted (a language change starts again)', async () => {
    const controller = new AbortController();
    const started: string[] = [];
    await loadInSequence(
      [
        async () => {
          started.push('hot');
          controller.abort();
        },
        async () => void started.push('new'),
      ],
      300,
      controller.signal,
      async () => {},
    );
    expect(started).toEqual(['hot']);
  });
});
