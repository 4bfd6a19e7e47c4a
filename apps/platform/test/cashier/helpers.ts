import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { deposits, exclusions, transfers } from '../../src/db/schema/index';
import type { Member, Merchant } from '../../src/db/schema/index';
import {
  gatewaySecret,
  notifyPath,
  sign,
  signatureHeader,
} from '../../src/modules/cashier/gateway';
import type { GatewayNotification } from '../../src/modules/cashier/gateway';
import { call } from '../platform/helpers';
import type { Answer } from '../platform/helpers';

export async function createDeposit(
  app: FastifyInstance,
  token: string,
  channel: string,
  amount: string,
): Promise<Answer> {
  return call(app, 'POST', '/wps/cashier/deposit', { token, body: { channel, amount } });
}

export async function mainBalance(app: FastifyInstance, memberId: number): Promise<bigint> {
  const main = (await app.ledger.balances(memberId)).find((b) => b.wallet === 'MAIN');
  return main?.balanceMinor ?? 0n;
}

/** A gateway notification for a deposit, as the demo gateway sends it (signed unless told). */
export async function notify(
  app: FastifyInstance,
  merchant: Merchant,
  token: string,
  values: Partial<GatewayNotification> = {},
  options: { badSignature?: boolean } = {},
) {
  const [row] = await app.db.select().from(deposits).where(eq(deposits.gatewayToken, token));
  if (!row) throw new Error('no deposit for token');
  const body = JSON.stringify({
    merchant: merchant.code,
    deposit: token,
    txnId: `TXN${row.id}aaaaaa`,
    amount: String(row.amountMinor),
    currency: row.currency,
    status: 'paid',
    timestamp: Date.now(),
    ...values,
  });
  const secret = await gatewaySecret(app.db, merchant.id);
  const signature = options.badSignature
    ? sign(Buffer.from('not the secret'), body)
    : sign(secret, body);
  const response = await app.inject({
    method: 'POST',
    url: notifyPath,
    headers: { 'content-type': 'application/json', [signatureHeader]: signature },
    payload: body,
  });
  return { status: response.statusCode, json: response.json() as { outcome: string } };
}

/** The deposit's transfers in the ledger: a credited deposit has exactly one, others none. */
export async function creditsOf(app: FastifyInstance, depositId: number): Promise<number> {
  const rows = await app.db
    .select()
    .from(transfers)
    .where(eq(transfers.idempotencyKey, `deposit:${depositId}`));
  return rows.length;
}

export async function expectLedgerClean(app: FastifyInstance): Promise<void> {
  expect(await app.ledger.check()).toEqual([]);
}

export async function excludeNow(app: FastifyInstance, member: Member, hours = 24) {
  await app.db.insert(exclusions).values({
    memberId: member.id,
    merchantId: member.merchantId,
    kind: 'timeOut',
    period: '24h',
    until: new Date(Date.now() + hours * 3_600_000),
  });
}
