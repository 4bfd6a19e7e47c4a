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
 * Demo announcements for a new merchant, in EN and JA, covering every type and audience (§3, §4),
 * each true of what the product does (no made-up event, prize or service). Migration 0030 rewrote
 * the earlier wording where it was still as seeded. The maintenance notice carries a <script> and an onerror attribute the way a pasted
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
      // What the site does in maintenance (§2.11: the maintenance page, customer service still
      // open), not a made-up maintenance window.
      EN: {
        title: 'When the site is under maintenance',
        content: `<p>While the site is closed for maintenance, every page says so, and customer service stays open.</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss='onerror'"><script>document.body.dataset.xss = 'script';</script><p>Your balance and open bets are kept as they are.</p>`,
      },
      JA: {
        title: 'メンテナンス中のご案内',
        content: `<p>メンテナンス中はすべてのページでその旨をお知らせします。カスタマーサービスは引き続きご利用いただけます。</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss='onerror'"><script>document.body.dataset.xss = 'script';</script><p>残高および未確定のベットはそのまま保たれます。</p>`,
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
      // Only what exists: the daily deposit bonus (bonus/engine.ts) and the limits of the
      // responsible-gambling page (issue 14 item 9); no free spins or other gift is offered.
      EN: {
        title: 'Welcome aboard',
        content: `<p>Thanks for joining! Your first deposit of each day earns the <strong>daily deposit bonus</strong> while it is offered: its terms are in its announcement and under <em>Bonus details</em> in the member centre.</p><p>You can set deposit and loss limits, a reality check or a time-out at any time under <em>Responsible gambling</em>.</p>`,
      },
      JA: {
        title: 'ようこそ',
        content: `<p>ご登録ありがとうございます。毎日その日最初のご入金には、実施期間中<strong>デイリー入金ボーナス</strong>が付きます。条件はお知らせとメンバーセンターの<em>ボーナス明細</em>でご確認いただけます。</p><p>入金・損失の上限、リアリティチェック、タイムアウトは<em>責任あるギャンブル</em>からいつでも設定できます。</p>`,
      },
    },
    {
      type: 'H',
      execution: 'A',
      promotionType: null,
      startAt: ago(1),
      endAt: null,
      EN: {
        title: 'New games in one place',
        content: `<p>Every game marked new is collected under <a href="/new">New games</a>.</p>`,
      },
      JA: {
        title: '新着ゲームはこちら',
        content: `<p>新着マークの付いたゲームは<a href="/new">新着ゲーム</a>にまとめてあります。</p>`,
      },
    },
    {
      type: 'H',
      execution: 'A',
      promotionType: null,
      startAt: ago(10),
      endAt: null,
      // The hours the customer-service window states (site CustomerServicePopup); live chat only
      // where the brand has it (§2.8 csModal: otherwise the support e-mail).
      EN: {
        title: 'Customer service is open 24 hours',
        content: `<p>Our team is here around the clock, every day of the year: press <em>Customer service</em> on any page to chat live where chat is offered, or to write to us by e-mail. The e-mail address is in the menu too.</p>`,
      },
      JA: {
        title: 'カスタマーサービスは24時間対応',
        content: `<p>年中無休・24時間ご対応いたします。どのページでも<em>カスタマーサービス</em>を押すと、ライブチャット（ご用意がある場合）またはメールでお問い合わせいただけます。メールアドレスはメニューにも記載しています。</p>`,
      },
    },
    {
      type: 'B',
      execution: 'B',
      promotionType: null,
      startAt: ago(4),
      endAt: null,
      // What the responsible-gambling settings offer (issue 14 item 9), all of them the player's own.
      EN: {
        title: 'Play responsibly',
        content: `<p>Set deposit and loss limits, a session time limit and a reality check under <em>My account</em> or on the <em>Responsible gambling</em> page. If gaming stops being fun, take a time-out (24 hours to 6 weeks) or exclude yourself (6 months to 5 years): you are logged out at once.</p>`,
      },
      JA: {
        title: '責任あるプレイのために',
        content: `<p><em>マイアカウント</em>または<em>責任あるギャンブル</em>のページで、入金・損失の上限、利用時間の上限、リアリティチェックを設定できます。楽しめなくなったときは、タイムアウト（24時間〜6週間）や自己排除（6か月〜5年）をご利用ください。すぐにログアウトされます。</p>`,
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
      // The VIP levels (issue 14 item 8), not a tournament: the product has none to promise.
      promotionType: 'VIP',
      startAt: ago(1),
      endAt: null,
      EN: {
        title: 'VIP levels 1 to 6',
        content: `<p>Your VIP level rises with your turnover over a rolling period. See your level, your progress to the next one and what each level brings on the <a href="/member/vip">VIP level</a> page.</p>`,
      },
      JA: {
        title: 'VIPレベル1〜6',
        content: `<p>VIPレベルは直近の一定期間のベット額に応じて上がります。現在のレベル、次のレベルまでの進み具合、各レベルの特典は<a href="/member/vip">VIPレベル</a>のページでご確認いただけます。</p>`,
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
