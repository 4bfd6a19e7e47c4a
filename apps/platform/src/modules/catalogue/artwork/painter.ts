import { Worker } from 'node:worker_threads';
import { drawPng } from './draw';
import type { DrawJob } from './draw';

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Draws artwork on a worker thread, so a lobby full of first-time tiles (tens of milliseconds each)
 * never stalls the calls on the event loop. When the thread cannot start (a runtime that cannot
 * load the TypeScript worker), it draws in process instead.
 */
export class Painter {
  private worker: Worker | null = null;
  private failed = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  /** Whether images are being drawn on the worker thread (false after a fallback). */
  get threaded(): boolean {
    return this.worker !== null && !this.failed;
  }

  async paint(job: DrawJob): Promise<Buffer> {
    const worker = this.failed ? null : this.start();
    if (worker) {
      try {
        return await this.onThread(worker, job);
      } catch {
        // The thread failed (see fail()): draw this one here.
      }
    }
    return Buffer.from(await drawPng(job));
  }

  private onThread(worker: Worker, job: DrawJob): Promise<Buffer> {
    const id = (this.nextId += 1);
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, job });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    try {
      const worker = import.meta.url.endsWith('.js')
        ? // Built (pnpm build): the worker is its own bundle beside this one in dist/.
          new Worker(new URL('./artwork-worker.js', import.meta.url))
        : tsxWorker();
      worker.unref();
      worker.on('message', (message: { id: number; png?: ArrayBuffer; error?: string }) => {
        const waiting = this.pending.get(message.id);
        if (!waiting) return;
        this.pending.delete(message.id);
        if (message.png) waiting.resolve(Buffer.from(message.png));
        else waiting.reject(new Error(message.error ?? 'drawing failed'));
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (this.worker === worker && code !== 0) this.fail(new Error(`exit ${code}`));
      });
      this.worker = worker;
      return worker;
    } catch {
      this.failed = true;
      return null;
    }
  }

  /** The thread died: waiting jobs are redrawn in process, and so are later ones. */
  private fail(error: Error): void {
    this.failed = true;
    this.worker = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const job of waiting) job.reject(error);
  }
}

/**
 * Under tsx (development, tests) the worker runs TypeScript too. A worker started with `--import
 * tsx` may load its entry before the loader is ready (Node 20), so the thread registers tsx first.
 */
function tsxWorker(): Worker {
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
  if (!resolve) throw new Error('no import.meta.resolve');
  const api = resolve('tsx/esm/api');
  const entry = new URL('./worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true });
}
