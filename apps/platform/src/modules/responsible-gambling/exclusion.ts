import { selfExclusionPeriods } from '@lobbykit/api-contract';
import type { ExclusionKind, ExclusionPeriod } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ExclusionRow } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import type { Person } from './repository';

const hour = 3_600_000;

/** When a period taken at `from` ends: hours and days exactly, months and years on the calendar. */
export function endOf(period: ExclusionPeriod, from: Date): Date {
  const end = new Date(from);
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * hour);
    case '7d':
      return new Date(from.getTime() + 7 * 24 * hour);
    case '30d':
      return new Date(from.getTime() + 30 * 24 * hour);
    case '6w':
      return new Date(from.getTime() + 42 * 24 * hour);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
    default: {
      const never: never = period;
      return never;
    }
  }
}

export function kindOf(period: ExclusionPeriod): ExclusionKind {
  return (selfExclusionPeriods as readonly string[]).includes(period) ? 'selfExclusion' : 'timeOut';
}

export function excludedError(row: ExclusionRow, now = Date.now()): PlatformError {
  return new PlatformError(
    'SELF_EXCLUDED',
    row.kind === 'selfExclusion'
      ? 'You have excluded yourself from play.'
      : 'You are taking a time-out from play.',
    {
      until: row.until.toISOString(),
      retryAfterSeconds: Math.max(1, Math.ceil((row.until.getTime() - now) / 1000)),
    },
  );
}

/**
 * Refuses (SELF_EXCLUDED) a person with a time-out or self-exclusion in force on any brand: every
 * path that opens a session, registration and every demo-game bet call this.
 */
export async function refuseExcluded(app: FastifyInstance, person: Person): Promise<void> {
  const row = await app.repos.responsibleGambling.inForce(person);
  if (row) throw excludedError(row);
}
