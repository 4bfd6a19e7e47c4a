import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Member } from '../../src/db/schema/index';
import { toLedgerMember } from '../../src/modules/wallet/index';
import { call, encrypted, seedMember } from '../platform/helpers';

export const payPassword = 'pay-secret-1';

/** A member logged in, with a payment password, a bank account and `credit` yen in MAIN. */
export async function fundedMember(
  app: FastifyInstance,
  credit: bigint,
  values: Partial<Member> = {},
): Promise<Member & { password: string; token: string; bankAccountId: number }> {
  const seeded = await seedMember(app, 'ALPHA01', values);
  const login = await call(app, 'POST', '/wps/session/login', {
    body: await encrypted(app, {
      username: seeded.account,
      password: seeded.password,
      type: 'username',
    }),
  });
  expect(login.json.errorCode).toBeUndefined();
  const token = login.json.value.token as string;
  const set = await call(app, 'POST', '/wps/member/paymentPassword', {
    token,
    body: await encrypted(app, {
      currentPassword: seeded.password,
      newPaymentPassword: payPassword,
      confirmNewPaymentPassword: payPassword,
    }),
  });
  expect(set.json.success).toBe(true);
  const bank = await call(app, 'PUT', '/wps/member/bankAccounts', {
    token,
    body: await encrypted(app, {
      holderName: 'Hanako Yamada',
      bankName: 'Sakura Bank',
      accountNumber: '1234-5678-90',
      paymentPassword: payPassword,
    }),
  });
  expect(bank.json.success).toBe(true);
  if (credit > 0n) {
    await app.ledger.credit(toLedgerMember(seeded), {
      amountMinor: credit,
      idempotencyKey: `test-credit:${seeded.id}`,
      actor: 'operator:test',
    });
  }
  return { ...seeded, token, bankAccountId: bank.json.value.id as number };
}

export async function withdraw(
  app: FastifyInstance,
  m: { token: string; bankAccountId: number },
  amount: string,
  key: string,
  extra: Record<string, unknown> = {},
) {
  return call(app, 'PUT', '/wps/member/withdraw', {
    token: m.token,
    body: await encrypted(app, {
      amount,
      bankAccountId: m.bankAccountId,
      paymentPassword: payPassword,
      idempotencyKey: key,
      ...extra,
    }),
  });
}

/** Sends a multipart confirmation like the browser's FormData. */
export async function confirmWithdrawal(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  images: { name: string; type: string; bytes: Buffer }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const image of images) {
    form.append('proof', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  }
  const request = new Request('http://x/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const response = await app.inject({
    method: 'POST',
    url: '/wps/member/withdraw/confirm',
    headers: {
      merchant: 'ALPHA01',
      authorization: token,
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: body,
  });
  return { status: response.statusCode, json: response.json() };
}

export async function mainBalance(app: FastifyInstance, memberId: number) {
  const main = (await app.ledger.balances(memberId)).find((w) => w.wallet === 'MAIN');
  return {
    balance: main?.balanceMinor ?? 0n,
    held: main?.heldMinor ?? 0n,
    available: main?.availableMinor ?? 0n,
  };
}
