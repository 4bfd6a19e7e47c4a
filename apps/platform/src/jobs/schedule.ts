import type { FastifyInstance } from 'fastify';
import type { ThrottleRepository } from '../modules/auth/throttle';

export interface ScheduledJob {
  /** Names the job in logs and in its once-per-period counter. */
  name: string;
  everyMs: number;
  /** Also run when the server is ready (a sweep that should not wait a whole period). */
  atReady?: boolean;
  work: () => Promise<void>;
}

/**
 * Claims the job's current period for this node: true for the first node to count it (every node
 * counts in the same table), false for every other node and every later try in that period.
 */
export async function claimPeriod(
  throttle: ThrottleRepository,
  name: string,
  everyMs: number,
): Promise<boolean> {
  return (await throttle.hit(`job:${name}`, { limit: 1, windowMs: everyMs })) === 1;
}

/**
 * A periodic job that runs once per period across every node (issue 15 item 4): each node's timer
 * fires, and only the first to count the job's current window in the database (the throttle
 * table, shared by every node) runs it. Jobs are idempotent sweeps: a node that dies mid-run
 * leaves the rest to the next period. One run at a time per node; failures are logged.
 */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (await claimPeriod(app.repos.throttle, job.name, job.everyMs)) await job.work();
    } catch (error) {
      app.log.error({ err: error }, `${job.name} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    if (job.atReady) void tick();
    timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
