import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, contentSeeds } from '../../src/db/schema/index';
import type { Merchant, NewAnnouncementRow } from '../../src/db/schema/index';
import { demoAnnouncements } from '../../src/modules/announcements/seeds';
import { testPlatform } from './helpers';

// Migration 0030: the demo announcements seeded before it (their words as they were then, kept
// here as the rows an existing database holds) become the seed's present words; anything else,
// an operator's row or a seeded one an operator edited, is left as it is.
const seededBefore = [
  {
    index: 1,
    type: 'PU',
    execution: 'A',
    promotionType: null,
    EN: {
      title: 'Scheduled maintenance on Tuesday',
      content:
        '<p>Some live tables will be unavailable on Tuesday from 04:00 to 06:00 (JST) while we upgrade our servers.</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss=\'onerror\'"><script>document.body.dataset.xss = \'script\';</script><p>Your balance and open bets are not affected.</p>',
    },
    JA: {
      title: '火曜日の定期メンテナンスのお知らせ',
      content:
        '<p>サーバー増強のため、火曜日 4:00〜6:00（日本時間）は一部のライブテーブルがご利用いただけません。</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss=\'onerror\'"><script>document.body.dataset.xss = \'script\';</script><p>残高および未確定のベットに影響はありません。</p>',
    },
  },
  {
    index: 4,
    type: 'H',
    execution: 'A',
    promotionType: null,
    EN: {
      title: 'New slots every Friday',
      content:
        '<p>Fresh releases from our providers arrive every Friday. Find them under <a href="/new">New games</a>.</p>',
    },
    JA: {
      title: '毎週金曜日に新作スロット登場',
      content:
        '<p>毎週金曜日に各プロバイダーの新作が登場します。<a href="/new">新着ゲーム</a>からご覧ください。</p>',
    },
  },
  {
    index: 5,
    type: 'H',
    execution: 'A',
    promotionType: null,
    EN: {
      title: 'Customer service is open 24 hours',
      content:
        '<p>Our team answers by live chat and e-mail around the clock, every day of the year.</p>',
    },
    JA: {
      title: 'カスタマーサービスは24時間対応',
      content: '<p>ライブチャットとメールで、年中無休・24時間ご対応いたします。</p>',
    },
  },
  {
    index: 6,
    type: 'B',
    execution: 'B',
    promotionType: null,
    EN: {
      title: 'Play responsibly',
      content:
        '<p>Set deposit and time limits in <em>Security centre</em>. If gaming stops being fun, our team can pause your account for you.</p>',
    },
    JA: {
      title: '責任あるプレイのために',
      content:
        '<p><em>セキュリティセンター</em>で入金額と利用時間の上限を設定できます。楽しめなくなったときは、サポートがアカウントを一時停止いたします。</p>',
    },
  },
  {
    index: 8,
    type: 'PR',
    execution: 'B',
    promotionType: 'TOURNAMENT',
    EN: {
      title: 'Weekend slot tournament',
      content:
        '<p>Climb the leaderboard from Friday 18:00 to Sunday 23:59. The top 100 players share a prize pool of <strong>1,000,000</strong>.</p>',
    },
    JA: {
      title: '週末スロットトーナメント',
      content:
        '<p>金曜18:00から日曜23:59までランキング上位を目指しましょう。上位100名で賞金総額<strong>1,000,000</strong>を山分けします。</p>',
    },
  },
] as const;

const migration = readFileSync(
  new URL('../../drizzle/0030_seeded_announcements_true.sql', import.meta.url),
  'utf8',
);

let app: FastifyInstance;
let alpha: Merchant;
beforeAll(async () => {
  app = await testPlatform('announcements_0030');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  alpha = found;
});
afterAll(async () => {
  await app.close();
});

async function runMigration() {
  for (const statement of migration.split('--> statement-breakpoint')) {
    await app.db.execute(sql.raw(statement));
  }
}

async function rowsById(ids: number[]) {
  const rows = await app.db.select().from(announcements).where(inArray(announcements.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

describe('migration 0030 (the demo announcements say only what the product does)', () => {
  it('rewrites the rows still as seeded, in EN and JA, and nothing an operator wrote', async () => {
    const startAt = new Date(Date.now() - 86_400_000);
    const old: NewAnnouncementRow[] = seededBefore.flatMap((seed) =>
      (['EN', 'JA'] as const).map((language) => ({
        merchantId: alpha.id,
        type: seed.type,
        execution: seed.execution,
        promotionType: seed.promotionType,
        language,
        startAt,
        ...seed[language],
      })),
    );
    const tournament = seededBefore.find((s) => s.promotionType === 'TOURNAMENT');
    if (!tournament) throw new Error('no tournament in the old seed');
    const operators: NewAnnouncementRow[] = [
      // The old title with the operator's own words.
      {
        merchantId: alpha.id,
        type: 'PR',
        execution: 'B',
        promotionType: 'TOURNAMENT',
        language: 'EN',
        startAt,
        title: tournament.EN.title,
        content: '<p>Our own tournament: 500,000 for the top 10.</p>',
      },
      // The old words exactly, but as a banner the operator placed.
      {
        merchantId: alpha.id,
        type: 'B',
        execution: 'B',
        promotionType: 'TOURNAMENT',
        language: 'EN',
        startAt,
        ...tournament.EN,
      },
    ];
    const inserted = await app.db
      .insert(announcements)
      .values([...old, ...operators])
      .returning();
    const seededIds = inserted.slice(0, old.length).map((r) => r.id);
    const operatorRows = inserted.slice(old.length);

    await runMigration();

    const now = demoAnnouncements(alpha.name, new Date());
    const after = await rowsById(inserted.map((r) => r.id));
    seededBefore.forEach((seed, i) => {
      const today = now[seed.index];
      if (!today) throw new Error(`no seed ${seed.index} today`);
      (['EN', 'JA'] as const).forEach((language, j) => {
        const row = after.get(seededIds[i * 2 + j] ?? -1);
        expect(row, `${seed[language].title} (${language})`).toMatchObject({
          title: today[language].title,
          content: today[language].content,
          promotionType: today.promotionType,
          type: seed.type,
          startAt,
        });
      });
    });
    for (const row of operatorRows) expect(after.get(row.id)).toEqual(row);
    // No old word is left, in either language: no tournament, no prize pool.
    const texts = [...after.values()].filter((r) => seededIds.includes(r.id));
    for (const row of texts)
      expect(`${row.title} ${row.content}`).not.toMatch(/1,000,000|トーナメント|tournament/i);

    // Run again: nothing changes any more.
    await runMigration();
    expect(await rowsById(inserted.map((r) => r.id))).toEqual(after);
  });

  it('leaves the old words alone on a merchant the demo seed was never given to', async () => {
    const beta = await app.repos.merchants.byCode('BETA01');
    if (!beta) throw new Error('no merchant BETA01');
    await app.db
      .delete(contentSeeds)
      .where(and(eq(contentSeeds.merchantId, beta.id), eq(contentSeeds.kind, 'announcements')));
    const [seed] = seededBefore;
    const [row] = await app.db
      .insert(announcements)
      .values({
        merchantId: beta.id,
        type: seed.type,
        execution: seed.execution,
        promotionType: seed.promotionType,
        language: 'EN',
        ...seed.EN,
      })
      .returning();
    if (!row) throw new Error('no row');
    await runMigration();
    expect((await rowsById([row.id])).get(row.id)).toEqual(row);
  });
});
