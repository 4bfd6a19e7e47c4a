import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/index';
import { gameSeeds } from '../../../db/schema/index';
import type { GameSeed } from '../../../db/schema/index';
import { hashServerSeed, newClientSeed, newServerSeed } from './fair';

interface SeedOwner {
  id: number;
  merchantId: number;
}

/** Creates the member's first seed unless one is active (the partial unique index decides races). */
async function insertSeedIfNone(db: Database, member: SeedOwner, clientSeed?: string) {
  const serverSeed = newServerSeed();
  await db.execute(sql`
    insert into game_seeds (merchant_id, member_id, server_seed, server_seed_hash, client_seed)
    values (${member.merchantId}, ${member.id}, ${serverSeed}, ${hashServerSeed(serverSeed)},
            ${clientSeed ?? newClientSeed()})
    on conflict (member_id) where active do nothing`);
}

/** The member's active seed, created on first use. */
export async function activeSeed(db: Database, member: SeedOwner): Promise<GameSeed> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await db
      .select()
      .from(gameSeeds)
      .where(and(eq(gameSeeds.memberId, member.id), eq(gameSeeds.active, true)));
    if (row) return row;
    await insertSeedIfNone(db, member);
  }
  throw new Error(`no active seed for member ${member.id}`);
}

/**
 * The active seed locked FOR UPDATE, inside the caller's transaction. Every round and every
 * rotation of a member takes this lock first, so a member's rounds run one at a time and each
 * nonce is used once.
 */
export async function lockActiveSeed(tx: Database, member: SeedOwner): Promise<GameSeed> {
  await insertSeedIfNone(tx, member);
  const [row] = await tx
    .select()
    .from(gameSeeds)
    .where(and(eq(gameSeeds.memberId, member.id), eq(gameSeeds.active, true)))
    .for('update');
  if (!row) throw new Error(`no active seed for member ${member.id}`);
  return row;
}

/** Counts one round against the seed. */
export async function useNonce(tx: Database, seed: GameSeed): Promise<void> {
  await tx
    .update(gameSeeds)
    .set({ nextNonce: sql`${gameSeeds.nextNonce} + 1` })
    .where(eq(gameSeeds.id, seed.id));
}

/**
 * Reveals the active server seed and starts a new one (issue 6: "rotating the seed reveals the
 * old one"). The new client seed is the player's, or a random one.
 */
export async function rotateSeed(
  db: Database,
  member: SeedOwner,
  clientSeed?: string,
): Promise<{ revealed: GameSeed; active: GameSeed }> {
  return db.transaction(async (tx) => {
    const current = await lockActiveSeed(tx, member);
    const [revealed] = await tx
      .update(gameSeeds)
      .set({ active: false, revealedAt: new Date() })
      .where(eq(gameSeeds.id, current.id))
      .returning();
    const serverSeed = newServerSeed();
    const [active] = await tx
      .insert(gameSeeds)
      .values({
        merchantId: member.merchantId,
        memberId: member.id,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: clientSeed ?? newClientSeed(),
      })
      .returning();
    if (!revealed || !active) throw new Error('seed rotation wrote nothing');
    return { revealed, active };
  });
}

/** Seeds already revealed, newest first. */
export async function revealedSeeds(db: Database, memberId: number, limit = 20) {
  return db
    .select()
    .from(gameSeeds)
    .where(and(eq(gameSeeds.memberId, memberId), eq(gameSeeds.active, false)))
    .orderBy(desc(gameSeeds.id))
    .limit(limit);
}
