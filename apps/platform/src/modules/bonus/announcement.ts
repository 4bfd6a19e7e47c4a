import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { announcements } from '../../db/schema/index';
import type { DepositBonusSettingsRow } from '../../db/schema/index';

/** The seeded announcement's promotion type and titles (announcements/seeds.ts). */
export const dailyBonusPromotion = 'DAILY_BONUS';
export const dailyBonusTitles = { EN: 'Daily deposit bonus', JA: 'デイリー入金ボーナス' } as const;

export interface OfferWords {
  percentBp: number;
  /** The cap in whole units of the currency. */
  capMajor: number;
  wageringMultiplier: number;
  currencySymbol: string;
}

/**
 * The daily bonus announcement in EN and JA, from the brand's numbers: what the site advertises
 * is what the platform credits (bonus/engine.ts).
 */
export function dailyBonusText(offer: OfferWords): { EN: string; JA: string } {
  const percent = `${offer.percentBp / 100}%`;
  const cap = `${offer.currencySymbol}${new Intl.NumberFormat('en-US').format(offer.capMajor)}`;
  const x = offer.wageringMultiplier;
  return {
    EN: `<p>Make your first deposit of the day and receive a <strong>${percent} bonus</strong>, up to ${cap}, credited straight to your wallet.</p><ul><li>One bonus per member per day</li><li>${
      x === 0
        ? 'No wagering requirement: the bonus can be withdrawn at once'
        : `Wagering requirement: ${x}× the bonus in bets placed after it is credited; until then the bonus cannot be withdrawn`
    }</li></ul>`,
    JA: `<p>その日最初のご入金で<strong>${percent}のボーナス</strong>（最大${cap}）をウォレットに直接お付けします。</p><ul><li>ボーナスはお一人様1日1回まで</li><li>${
      x === 0
        ? '出金条件なし：ボーナスはすぐに出金できます'
        : `出金条件：ボーナス付与後のベット額でボーナス額の${x}倍。達成までボーナス分は出金できません`
    }</li></ul>`,
  };
}

/**
 * Keeps the seeded daily bonus announcement true at every start: its text is written again from
 * the brand's numbers, and when the brand switches the bonus off it ends now (an ended one stays
 * ended: an operator announces a bonus that comes back). Announcements an operator wrote under
 * other titles are theirs and are left alone.
 */
export async function syncDailyBonusAnnouncement(
  db: Database,
  merchantId: number,
  settings: DepositBonusSettingsRow,
  currencySymbol: string,
  minorUnits: number,
  now = new Date(),
): Promise<void> {
  const seeded = (language: 'EN' | 'JA') =>
    and(
      eq(announcements.merchantId, merchantId),
      eq(announcements.promotionType, dailyBonusPromotion),
      eq(announcements.language, language),
      eq(announcements.title, dailyBonusTitles[language]),
    );
  if (!settings.enabled) {
    await db
      .update(announcements)
      .set({ endAt: now })
      .where(
        and(
          eq(announcements.merchantId, merchantId),
          eq(announcements.promotionType, dailyBonusPromotion),
          inArray(announcements.title, Object.values(dailyBonusTitles)),
          or(isNull(announcements.endAt), gt(announcements.endAt, now)),
        ),
      );
    return;
  }
  const text = dailyBonusText({
    percentBp: settings.percentBp,
    capMajor: Number(settings.capMinor / 10n ** BigInt(minorUnits)),
    wageringMultiplier: settings.wageringMultiplier,
    currencySymbol,
  });
  for (const language of ['EN', 'JA'] as const) {
    await db.update(announcements).set({ content: text[language] }).where(seeded(language));
  }
}
