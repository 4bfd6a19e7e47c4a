import { and, asc, eq, notInArray } from 'drizzle-orm';
import { depositProviders, feeBearers, toMinorUnits } from '@lobbykit/api-contract';
import type { ReceivingAccount } from '@lobbykit/api-contract';
import type { Database } from '../../db/index';
import { depositChannels } from '../../db/schema/index';
import type { DepositChannelRow } from '../../db/schema/index';
import type { BrandForPlatform } from '../../brands/load';

function minorOf(brand: BrandForPlatform, value: string, where: string): bigint {
  try {
    return toMinorUnits(value, brand.currency.minorUnits);
  } catch {
    throw new Error(
      `brands/${brand.id}/brand.json memberCentre.deposit ${where}: "${value}" is not an amount of ${brand.currency.code}`,
    );
  }
}

/**
 * brand.json memberCentre.deposit.channels → deposit_channels (issue 14 item 3), at start like the
 * merchant rows. A channel removed from the file is disabled, never deleted: its deposits keep it.
 */
export async function syncDepositChannels(
  db: Database,
  merchantId: number,
  brand: BrandForPlatform,
): Promise<void> {
  const codes: string[] = [];
  for (const [sort, channel] of brand.depositChannels.entries()) {
    const where = `channels[${sort}]`;
    if (!(depositProviders as readonly string[]).includes(channel.provider))
      throw new Error(`brand ${brand.id}: ${where}.provider "${channel.provider}" is unknown`);
    if (!(feeBearers as readonly string[]).includes(channel.feeBearer))
      throw new Error(`brand ${brand.id}: ${where}.feeBearer "${channel.feeBearer}" is unknown`);
    if (channel.provider === 'bankTransfer' && !channel.receivingAccount)
      throw new Error(`brand ${brand.id}: ${where} is a bank transfer without receivingAccount`);
    const values = {
      provider: channel.provider,
      enabled: channel.enabled,
      sort,
      minMinor: minorOf(brand, channel.min, `${where}.min`),
      maxMinor: minorOf(brand, channel.max, `${where}.max`),
      feeFixedMinor: minorOf(brand, channel.feeFixed, `${where}.feeFixed`),
      feeRateBp: channel.feeRateBp,
      feeBearer: channel.feeBearer,
      expiresAfterMinutes: channel.expiresAfterMinutes,
      receivingAccount: channel.receivingAccount as ReceivingAccount | null,
      updatedAt: new Date(),
    };
    codes.push(channel.code);
    await db
      .insert(depositChannels)
      .values({ merchantId, code: channel.code, ...values })
      .onConflictDoUpdate({
        target: [depositChannels.merchantId, depositChannels.code],
        set: values,
      });
  }
  await db
    .update(depositChannels)
    .set({ enabled: false, updatedAt: new Date() })
    .where(
      codes.length > 0
        ? and(eq(depositChannels.merchantId, merchantId), notInArray(depositChannels.code, codes))
        : eq(depositChannels.merchantId, merchantId),
    );
}

export async function enabledChannels(
  db: Database,
  merchantId: number,
): Promise<DepositChannelRow[]> {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sort));
}
