/**
 * Issue 13 item 5: does one request stall the server? Prints the latency of the status call,
 * asked one after another, first on a quiet server and then while other clients send the heavy
 * bodies the attack used. The platform runs in its own process and the heavy clients in a third
 * one, so neither the sending nor the measuring shares an event loop with the server or the other. Prints figures
 * and asserts nothing (STYLE.md: speed goals live in benchmarks, a unit test never asserts a
 * wall-clock time). Run: pnpm bench:heavy-bodies (BENCH_SECONDS, default 5).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startPlatformProcess } from './platformProcess';

const merchant = 'SAKURA01';
const seconds = Number(process.env.BENCH_SECONDS ?? '5');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Asks the status call until the deadline, one at a time, and returns the latencies. */
async function statusLatencies(base: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const start = performance.now();
    const answer = await fetch(`${base}/wps/system/status`, { headers: { merchant } });
    await answer.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** Sends one kind of heavy body in a loop until the deadline; counts the answers by status. */
async function flood(
  until: number,
  send: () => Promise<Response>,
  statuses: Map<number, number>,
): Promise<void> {
  while (Date.now() < until) {
    try {
      const answer = await send();
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    } catch {
      // The server may cut an oversized body short; that is an answer too.
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
    }
  }
}

function nestedBrackets(bytes: number): string {
  const half = Math.floor(bytes / 2);
  return '['.repeat(half) + ']'.repeat(half);
}

/**
 * A multipart feedback body of about `megabytes` MB (issue 13 item 5): the text, then three files
 * that start like PNGs, each over the 5 MB limit. Sent as one body, so its Content-Length is known.
 */
function bigFeedback(megabytes: number): FormData {
  const form = new FormData();
  form.append('content', 'A heavy feedback body.');
  const size = Math.floor((megabytes * 1024 * 1024) / 3);
  const bytes = new Uint8Array(size).fill(65);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (const n of [1, 2, 3])
    form.append('images', new Blob([bytes], { type: 'image/png' }), `${n}.png`);
  return form;
}

/** The heavy clients, until the deadline; returns the answers by HTTP status. */
async function heavyClients(base: string, until: number): Promise<Record<number, number>> {
  const json = (url: string, method: string, body: string) => () =>
    fetch(`${base}${url}`, {
      method,
      headers: { merchant, 'content-type': 'application/json' },
      body,
    });
  const megabyteNest = nestedBrackets(1_000_000);
  const smallNest = nestedBrackets(30_000);
  const feedback = bigFeedback(20);
  const statuses = new Map<number, number>();
  // Each feedback client from an address of its own (X-Forwarded-For is not trusted here, so all
  // share 127.0.0.1: after 10 the rate limit answers before the body, the rest test the sizes).
  const multipart = () =>
    fetch(`${base}/wps/feedback`, { method: 'PUT', headers: { merchant }, body: feedback });
  await Promise.all([
    flood(until, json('/wps/session/login', 'POST', megabyteNest), statuses),
    flood(until, json('/wps/session/login', 'POST', smallNest), statuses),
    ...Array.from({ length: 6 }, () => flood(until, multipart, statuses)),
  ]);
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
}

async function main(): Promise<void> {
  const platform = await startPlatformProcess({ PLATFORM_DATA_DIR: 'memory://' });
  const base = platform.address;
  try {
    const quiet = await statusLatencies(base, Date.now() + seconds * 1000);
    const until = Date.now() + seconds * 1000;
    const clients = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), 'clients', base, String(until)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const heavy = new Promise<Record<number, number>>((done, fail) => {
      let out = '';
      clients.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      clients.once('exit', (code) =>
        code === 0
          ? done(JSON.parse(out) as Record<number, number>)
          : fail(new Error(`heavy clients exited with ${code}`)),
      );
    });
    const busy = await statusLatencies(base, until);
    const statuses = await heavy;

    const row = (label: string, times: number[]) => ({
      status: label,
      calls: times.length,
      'p50 ms': Number(percentile(times, 50).toFixed(1)),
      'p99 ms': Number(percentile(times, 99).toFixed(1)),
      'max ms': Number((times.at(-1) ?? NaN).toFixed(1)),
    });
    console.log(`status call latency, ${seconds} s each, one client asking in turn`);
    console.table([
      row('quiet', quiet),
      row('beside 1 MB nests, 30 KB nests, 6 × 20 MB multipart feedback', busy),
    ]);
    console.log('heavy answers by HTTP status (0: connection cut):', statuses);
  } finally {
    await platform.stop();
  }
}

const [role, base, until] = process.argv.slice(2);
if (role === 'clients' && base && until) {
  process.stdout.write(JSON.stringify(await heavyClients(base, Number(until))));
} else {
  await main();
}
