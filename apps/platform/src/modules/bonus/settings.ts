import { eq } from 'drizzle-orm';
import { toMinorUnits } from '@lobbykit/api-contract';
import type { BrandForPlatform } from '../../brands/load';
import type { Database } from '../../db/index';
import { depositBonusSettings } from '../../db/schema/index';
import type { DepositBonusSettingsRow } from '../../db/schema/index';

/** brand.json's percent (5, 2.5) as hundredths of a percent (500, 250): integers for money. */
export const percentToBp = (percent: number) => Math.round(percent * 100);

/**
 * brand.json memberCentre.depositBonus → deposit_bonus_settings, at start like the deposit
 * channels (the brand file owns it). A brand that switches the bonus off keeps its row, disabled:
 * the bonuses already credited keep wagering under the rule they were credited with.
 */
export async function syncBonusSettings(
  db: Database,
  merchantId: number,
  brand: BrandForPlatform,
): Promise<DepositBonusSettingsRow> {
  const config = brand.depositBonus;
  const values = {
    enabled: config.enabled,
    percentBp: percentToBp(config.percent),
    capMinor: toMinorUnits(String(config.capMajor), brand.currency.minorUnits),
    wageringMultiplier: config.wageringMultiplier,
    timeZone: brand.timeZone,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(depositBonusSettings)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: depositBonusSettings.merchantId, set: values })
    .returning();
  if (!row) throw new Error('deposit_bonus_settings upsert returned nothing');
  return row;
}

/**
 * The merchant's bonus rule, or null when it offers none: switched off, or a merchant with no
 * brand file behind it (made by the CLI or a benchmark), which never invents money.
 */
export async function bonusSettingsOf(
  db: Database,
  merchantId: number,
): Promise<DepositBonusSettingsRow | null> {
  const [row] = await db
    .select()
    .from(depositBonusSettings)
    .where(eq(depositBonusSettings.merchantId, merchantId));
  return row?.enabled ? row : null;
}

/** The calendar day (YYYY-MM-DD) of `at` in an IANA time zone. */
export function dayIn(timeZone: string, at: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The bonus a credit of `creditMinor` earns: the percent rounded down, at most the cap. */
export function bonusFor(
  creditMinor: bigint,
  settings: Pick<DepositBonusSettingsRow, 'percentBp' | 'capMinor'>,
): bigint {
  const raw = (creditMinor * BigInt(settings.percentBp)) / 10_000n;
  return raw < settings.capMinor ? raw : settings.capMinor;
}
