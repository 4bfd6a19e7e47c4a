import type { Database } from '../../db/index';
import { announcements, contentSeeds } from '../../db/schema/index';
import type { Merchant, NewAnnouncementRow } from '../../db/schema/index';
import { dailyBonusPromotion, dailyBonusText, dailyBonusTitles } from '../bonus/announcement';

const defaultBonusText = dailyBonusText({
  percentBp: 500,
  capMajor: 10_000,
  wageringMultiplier: 3,
  currencySymbol: '',
});

const day = 24 * 60 * 60 * 1000;

type Seed = Omit<NewAnnouncementRow, 'merchantId' | 'language' | 'title' | 'content'> & {
  EN: { title: string; content: string };
  JA: { title: string; content: string };
};

/**
 * Believable demo announcements for a new merchant, in EN and JA, covering every type and audience
 * (§3, §4). The maintenance notice carries a <script> and an onerror attribute the way a pasted
 * rich-text fragment might: the platform stores HTML as given and the site must sanitise it, so the
 * sanitising is visible in the site's tests.
 */
export function demoAnnouncements(brandName: string, now: Date): Seed[] {
  const ago = (days: number) => new Date(now.getTime() - days * day);
  const ahead = (days: number) => new Date(now.getTime() + days * day);
  return [
    {
      type: 'PU',
      execution: 'A',
      promotionType: null,
      startAt: ago(1),
      endAt: ahead(60),
      EN: {
        title: `Welcome to ${brandName}`,
        content: `<p>Create a free account in under a minute and try hundreds of slots, live tables and lotteries.</p><p>Your first deposit of each day earns the <strong>daily deposit bonus</strong> while it is offered (see its announcement). Please play responsibly.</p>`,
      },
      JA: {
        title: `${brandName}へようこそ`,
        content: `<p>1分以内に無料アカウントを作成して、数百種類のスロット、ライブテーブル、宝くじをお楽しみください。</p><p>実施期間中は、毎日最初のご入金に<strong>デイリー入金ボーナス</strong>が付きます（詳しくはお知らせをご覧ください）。責任あるプレイをお願いします。</p>`,
      },
    },
    {
      type: 'PU',
      execution: 'A',
      promotionType: null,
      startAt: ago(2),
      endAt: ahead(14),
      EN: {
        title: 'Scheduled maintenance on Tuesday',
        content: `<p>Some live tables will be unavailable on Tuesday from 04:00 to 06:00 (JST) while we upgrade our servers.</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss='onerror'"><script>document.body.dataset.xss = 'script';</script><p>Your balance and open bets are not affected.</p>`,
      },
      JA: {
        title: '火曜日の定期メンテナンスのお知らせ',
        content: `<p>サーバー増強のため、火曜日 4:00〜6:00（日本時間）は一部のライブテーブルがご利用いただけません。</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss='onerror'"><script>document.body.dataset.xss = 'script';</script><p>残高および未確定のベットに影響はありません。</p>`,
      },
    },
    {
      type: 'PU',
      execution: 'B',
      promotionType: dailyBonusPromotion,
      startAt: ago(3),
      // The offer runs while the brand enables it; at every start its text is written again from
      // brand.json memberCentre.depositBonus, and it ends when the bonus is switched off
      // (bonus/announcement.ts). These words are the schema's defaults until then.
      endAt: null,
      EN: { title: dailyBonusTitles.EN, content: defaultBonusText.EN },
      JA: { title: dailyBonusTitles.JA, content: defaultBonusText.JA },
    },
    {
      type: 'PU',
      execution: 'F',
      promotionType: 'WELCOME',
      startAt: ago(5),
      endAt: null,
      EN: {
        title: 'Your first-login gift',
        content: `<p>Thanks for joining! Open <em>Reward centre</em> within 7 days to claim 50 free spins on a slot of your choice.</p>`,
      },
      JA: {
        title: '初回ログイン特典',
        content: `<p>ご登録ありがとうございます。7日以内に<em>リワードセンター</em>を開いて、お好きなスロットで使えるフリースピン50回を受け取ってください。</p>`,
      },
    },
    {
      type: 'H',
      execution: 'A',
      promotionType: null,
      startAt: ago(1),
      endAt: null,
      EN: {
        title: 'New slots every Friday',
        content: `<p>Fresh releases from our providers arrive every Friday. Find them under <a href="/new">New games</a>.</p>`,
      },
      JA: {
        title: '毎週金曜日に新作スロット登場',
        content: `<p>毎週金曜日に各プロバイダーの新作が登場します。<a href="/new">新着ゲーム</a>からご覧ください。</p>`,
      },
    },
    {
      type: 'H',
      execution: 'A',
      promotionType: null,
      startAt: ago(10),
      endAt: null,
      EN: {
        title: 'Customer service is open 24 hours',
        content: `<p>Our team answers by live chat and e-mail around the clock, every day of the year.</p>`,
      },
      JA: {
        title: 'カスタマーサービスは24時間対応',
        content: `<p>ライブチャットとメールで、年中無休・24時間ご対応いたします。</p>`,
      },
    },
    {
      type: 'B',
      execution: 'B',
      promotionType: null,
      startAt: ago(4),
      endAt: null,
      EN: {
        title: 'Play responsibly',
        content: `<p>Set deposit and time limits in <em>Security centre</em>. If gaming stops being fun, our team can pause your account for you.</p>`,
      },
      JA: {
        title: '責任あるプレイのために',
        content: `<p><em>セキュリティセンター</em>で入金額と利用時間の上限を設定できます。楽しめなくなったときは、サポートがアカウントを一時停止いたします。</p>`,
      },
    },
    {
      type: 'PL',
      execution: 'B',
      promotionType: null,
      startAt: ago(2),
      endAt: null,
      EN: {
        title: 'Add a mobile number to your account',
        content: `<p>With a verified mobile number you can log in with a one-time code and reset your password by SMS.</p>`,
      },
      JA: {
        title: 'アカウントに携帯電話番号を登録しましょう',
        content: `<p>携帯電話番号を認証すると、ワンタイムコードでのログインやSMSでのパスワード再設定がご利用いただけます。</p>`,
      },
    },
    {
      type: 'PR',
      execution: 'B',
      promotionType: 'TOURNAMENT',
      startAt: ago(1),
      endAt: ahead(9),
      EN: {
        title: 'Weekend slot tournament',
        content: `<p>Climb the leaderboard from Friday 18:00 to Sunday 23:59. The top 100 players share a prize pool of <strong>1,000,000</strong>.</p>`,
      },
      JA: {
        title: '週末スロットトーナメント',
        content: `<p>金曜18:00から日曜23:59までランキング上位を目指しましょう。上位100名で賞金総額<strong>1,000,000</strong>を山分けします。</p>`,
      },
    },
  ];
}

/**
 * Gives a merchant the demo announcements once, when it first appears; the seed is recorded, so
 * an operator who removes them does not see them return at the next start.
 */
export async function seedDemoAnnouncements(
  db: Database,
  merchant: Merchant,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentSeeds)
      .values({ merchantId: merchant.id, kind: 'announcements' })
      .onConflictDoNothing()
      .returning({ merchantId: contentSeeds.merchantId });
    if (claimed.length === 0) return false;
    const languages = merchant.languages.filter((l): l is 'EN' | 'JA' => l === 'EN' || l === 'JA');
    const rows: NewAnnouncementRow[] = [];
    for (const seed of demoAnnouncements(merchant.name, now)) {
      const { EN, JA, ...rest } = seed;
      for (const language of languages) {
        const text = language === 'EN' ? EN : JA;
        rows.push({ ...rest, merchantId: merchant.id, language, ...text });
      }
    }
    if (rows.length > 0) await tx.insert(announcements).values(rows);
    return true;
  });
}
