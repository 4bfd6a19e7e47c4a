import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const platformDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface CrashRun<Ack> {
  /** Every JSON line the child printed before it died: what it acknowledged as done. */
  acks: Ack[];
  signal: NodeJS.Signals | null;
}

/**
 * The SIGKILL harness of the money tests (STYLE.md: a SIGKILL test for every money path): a
 * PGlite data folder of its own, and a child script (run with tsx from apps/platform, the folder
 * as its argument) that moves money in a loop, printing one JSON line per acknowledged step. The
 * child is killed with SIGKILL once it acknowledged `count` steps; the test then opens the folder
 * and checks that nothing is half-written. Call `dispose` in `afterAll`.
 */
export function crashChild(label: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `lobbykit-${label}-crash-`));
  let child: ChildProcess | undefined;

  /** Runs `script` until it has acknowledged `count` steps, then kills it with SIGKILL. */
  function runAndKill<Ack>(script: string, count: number): Promise<CrashRun<Ack>> {
    return new Promise((done, fail) => {
      const env: NodeJS.ProcessEnv = { ...process.env };
      // The child runs on PGlite in dataDir whatever the environment says: that is what is crashed.
      delete env.DATABASE_URL;
      const running = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
        cwd: platformDir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = running;
      const acks: Ack[] = [];
      let buffered = '';
      let stderr = '';
      running.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      running.stdout.on('data', (c: Buffer) => {
        buffered += c.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        // A line that arrived is an acknowledgement, even one that raced the kill.
        for (const line of lines) acks.push(JSON.parse(line) as Ack);
        if (acks.length >= count && running.signalCode === null) running.kill('SIGKILL');
      });
      running.on('exit', (code, signal) =>
        signal === 'SIGKILL'
          ? done({ acks, signal })
          : fail(new Error(`the child ended by itself (${code}): ${stderr}`)),
      );
    });
  }

  /** Kills a child still running (a failed test) and removes the data folder. */
  function dispose(): void {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { dataDir, runAndKill, dispose };
}
