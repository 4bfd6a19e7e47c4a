import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/index';
import type { Database } from '../../db/index';

/** One single-phase movement as `ledger_move` (migration 0029) takes it, checked by the ledger. */
export interface Move {
  merchantId: number;
  currency: string;
  debit: string;
  credit: string;
  amount: string;
  kind: string;
  reference: string | null;
  reason: string | null;
  actor: string;
  key: string;
  fingerprint: string;
  /** Members whose balance event the movement writes, in id order. */
  owners: number[];
}

/** What `ledger_move` answers for one movement: moved, or refused by a CHECK or the unique key. */
export type MoveAnswer =
  | { id: string; debitAfter: string; creditAfter: string; createdMs: number }
  | { refused: 'check'; constraint: string | null }
  | { refused: 'key'; constraint?: undefined };

/**
 * The most movements in one call: each is a subtransaction, and past 64 in one transaction
 * PostgreSQL's per-backend cache of them overflows, which slows every other session's snapshots.
 */
export const maxMovesPerBatch = 32;

/** Runs movements in one statement (one commit at the top); an answer per movement, in order. */
export async function runMoves(db: Database, moves: Move[]): Promise<MoveAnswer[]> {
  const result = await db.execute(
    sql`select ledger_move(${JSON.stringify(moves)}::jsonb) as answers`,
  );
  const [row] = rowsOf<{ answers: MoveAnswer[] | string }>(result);
  const answers = typeof row?.answers === 'string' ? JSON.parse(row.answers) : row?.answers;
  if (!Array.isArray(answers) || answers.length !== moves.length) {
    throw new Error('ledger_move answered a different number of movements');
  }
  return answers as MoveAnswer[];
}

interface Waiting {
  move: Move;
  resolve: (answer: MoveAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for movements outside any caller's transaction (issue 17 item 1). A movement that
 * finds nothing in flight goes at once, alone, so one player waits for nothing; movements that
 * arrive while a batch is in the database wait for it and then go together, up to
 * `maxMovesPerBatch`. Under load a statement and a commit (the WAL flush) carry many movements
 * instead of one, which is what lets two cores move more than one client's worth.
 *
 * One batch at a time per ledger: two batches of one process could lock the same balance rows
 * in opposite orders. Batches of several nodes still can; PostgreSQL then cancels one of them
 * whole (nothing of it moved), and, like any batch that fails whole, its movements are retried
 * one by one so that each caller gets its own answer or its own error.
 */
export function moveBatcher(db: Database): (move: Move) => Promise<MoveAnswer> {
  const queue: Waiting[] = [];
  let inFlight = false;

  async function runAlone(waiting: Waiting): Promise<void> {
    try {
      const [answer] = await runMoves(db, [waiting.move]);
      if (!answer) throw new Error('ledger_move gave no answer');
      waiting.resolve(answer);
    } catch (error) {
      waiting.reject(error);
    }
  }

  async function drain(): Promise<void> {
    inFlight = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxMovesPerBatch);
        if (batch.length === 1) {
          await runAlone(batch[0] as Waiting);
          continue;
        }
        let answers: MoveAnswer[] | null = null;
        try {
          answers = await runMoves(
            db,
            batch.map((w) => w.move),
          );
        } catch {
          // The whole call moved nothing: each movement again, alone, for its own answer.
          for (const waiting of batch) await runAlone(waiting);
          continue;
        }
        batch.forEach((waiting, i) => waiting.resolve(answers[i] as MoveAnswer));
      }
    } finally {
      inFlight = false;
    }
  }

  return (move) =>
    new Promise<MoveAnswer>((resolve, reject) => {
      queue.push({ move, resolve, reject });
      if (!inFlight) void drain();
    });
}
