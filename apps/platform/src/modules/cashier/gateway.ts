import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/index';
import { deposits, gatewayNotifications, gatewaySecrets, merchants } from '../../db/schema/index';
import type { DepositRow } from '../../db/schema/index';
import { escapeHtml } from '../demo-games/pages/render';
import { merchantMoney } from '../wallet/index';
import type { Ledger } from '../wallet/index';
import { demoGatewayPath } from './providers';
import { creditLocked, depositChanged } from './repository';

/** The demo gateway's notification endpoint (its "webhook"). */
export const notifyPath = `${demoGatewayPath}/notify`;
export const signatureHeader = 'x-demo-gateway-signature';
/** A notification more than 5 minutes from the platform's clock is refused: a replay window. */
export const notificationWindowMs = 5 * 60_000;

/** What the gateway POSTs, signed with HMAC-SHA256 over the raw body. */
export const notificationSchema = z.strictObject({
  merchant: z.string().min(1).max(64),
  /** The deposit's hosted-page token. */
  deposit: z.string().min(1).max(128),
  txnId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  amount: z.string().max(32),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['paid', 'cancelled']),
  /** Milliseconds since the epoch, when the gateway sent it. */
  timestamp: z.number().int().positive(),
});
export type GatewayNotification = z.infer<typeof notificationSchema>;

/**
 * The merchant's gateway secret: 32 random bytes made at first use and kept only in the database
 * (never in the repository or a brand file). Two first uses at once agree on the first stored.
 */
export async function gatewaySecret(db: Database, merchantId: number): Promise<Buffer> {
  await db
    .insert(gatewaySecrets)
    .values({ merchantId, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(gatewaySecrets)
    .where(eq(gatewaySecrets.merchantId, merchantId));
  if (!row) throw new Error(`no gateway secret for merchant ${merchantId}`);
  return Buffer.from(row.secret, 'base64url');
}

export function sign(secret: Buffer, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Compares in constant time; a signature of the wrong length or not hex is simply wrong. */
export function signatureMatches(secret: Buffer, rawBody: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, rawBody), 'hex'), Buffer.from(given, 'hex'));
}

export type NotificationOutcome =
  | 'credited'
  | 'duplicate'
  | 'rejected'
  | 'malformed'
  | 'unknown_merchant'
  | 'bad_signature'
  | 'stale'
  | 'unknown_deposit'
  | 'amount_mismatch'
  | 'txn_mismatch'
  | 'out_of_order'
  | 'final'
  | 'expired'
  | 'limit';

const statusOf: Record<NotificationOutcome, number> = {
  credited: 200,
  duplicate: 200,
  rejected: 200,
  out_of_order: 200,
  final: 200,
  expired: 200,
  limit: 200,
  amount_mismatch: 200,
  txn_mismatch: 200,
  malformed: 400,
  unknown_merchant: 400,
  bad_signature: 401,
  stale: 400,
  unknown_deposit: 404,
};

/**
 * One notification, start to end. Only a verified one (signature by timingSafeEqual, inside the
 * time window) reaches a deposit; then, with the deposit row locked: the gateway's transaction id
 * is bound on first sight and must match after (idempotency), the amount and currency must be the
 * deposit's (a changed amount credits nothing), a notification older than the newest accepted is
 * out of order, and `paid` credits through the same transaction as every credit (creditLocked),
 * whose ledger key is the deposit's: delivered twice, it credits once. Every notification is
 * recorded with its outcome.
 */
export async function handleNotification(
  db: Database,
  ledger: Ledger,
  rawBody: string,
  signature: string | undefined,
  now = new Date(),
): Promise<NotificationOutcome> {
  let outcome: NotificationOutcome = 'malformed';
  let merchantId: number | null = null;
  let depositId: number | null = null;
  let txnId: string | null = null;
  try {
    let parsed: GatewayNotification;
    try {
      parsed = notificationSchema.parse(JSON.parse(rawBody));
    } catch {
      outcome = 'malformed';
      return outcome;
    }
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, parsed.merchant));
    if (!merchant) {
      outcome = 'unknown_merchant';
      return outcome;
    }
    merchantId = merchant.id;
    if (!signatureMatches(await gatewaySecret(db, merchant.id), rawBody, signature ?? '')) {
      outcome = 'bad_signature';
      return outcome;
    }
    txnId = parsed.txnId;
    if (Math.abs(now.getTime() - parsed.timestamp) > notificationWindowMs) {
      outcome = 'stale';
      return outcome;
    }
    const money = await merchantMoney(db, merchant.id);
    outcome = await ledger.transaction(async (tx): Promise<NotificationOutcome> => {
      const [row] = await tx
        .select()
        .from(deposits)
        .where(eq(deposits.gatewayToken, parsed.deposit))
        .for('update');
      if (!row || row.merchantId !== merchant.id || row.provider !== 'demoGateway')
        return 'unknown_deposit';
      depositId = row.id;
      if (row.gatewayTxnId !== null && row.gatewayTxnId !== parsed.txnId) return 'txn_mismatch';
      let amountMinor: bigint | null = null;
      try {
        amountMinor = money.fromWire(parsed.amount, 'amount');
      } catch {
        amountMinor = null;
      }
      if (amountMinor !== row.amountMinor || parsed.currency !== row.currency)
        return 'amount_mismatch';
      const sentAt = new Date(parsed.timestamp);
      if (row.gatewayNotifiedAt && sentAt.getTime() < row.gatewayNotifiedAt.getTime())
        return 'out_of_order';
      await tx
        .update(deposits)
        .set({ gatewayTxnId: parsed.txnId, gatewayNotifiedAt: sentAt })
        .where(eq(deposits.id, row.id));
      const bound: DepositRow = { ...row, gatewayTxnId: parsed.txnId, gatewayNotifiedAt: sentAt };
      if (parsed.status === 'cancelled') {
        if (row.state === 'credited') return 'final';
        if (row.state !== 'created' && row.state !== 'pending') return 'final';
        await tx
          .update(deposits)
          .set({ state: 'rejected', reason: 'cancelled at the gateway', updatedAt: now })
          .where(eq(deposits.id, row.id));
        await depositChanged(tx, { ...row, state: 'rejected' });
        return 'rejected';
      }
      const result = await creditLocked(tx, ledger, bound, 'system:demo-gateway', now);
      switch (result.outcome) {
        case 'credited':
          return 'credited';
        case 'already':
          return 'duplicate';
        case 'expired':
          return 'expired';
        case 'final':
          return 'final';
        case 'limit':
          // The safe side (issue 14 item 9): money past a deposit limit is never credited. The
          // deposit is rejected with the reason so the operator refunds the payment.
          await tx
            .update(deposits)
            .set({
              state: 'rejected',
              reason: `over the ${result.problem.period}ly deposit limit: refunded`,
              updatedAt: now,
            })
            .where(eq(deposits.id, row.id));
          await depositChanged(tx, { ...row, state: 'rejected' });
          return 'limit';
        default: {
          const never: never = result;
          return never;
        }
      }
    });
    return outcome;
  } finally {
    // Recorded whatever happened, outside the money transaction (a record is not money).
    await db
      .insert(gatewayNotifications)
      .values({
        merchantId,
        depositId,
        gatewayTxnId: txnId,
        outcome,
        body: rawBody.slice(0, 4000),
        receivedAt: now,
      })
      .catch(() => undefined);
  }
}

/** The notify route and the hosted page (issue 14 item 3), in their own encapsulated context. */
export async function demoGatewayRoutes(
  app: FastifyInstance,
  options: { ledger: Ledger },
): Promise<void> {
  // The raw body is what is signed: kept as the string that arrived.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, body),
  );
  // The hosted page's buttons are plain forms with nothing in them the platform reads.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.post(notifyPath, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[signatureHeader];
    const outcome = await handleNotification(
      app.db,
      options.ledger,
      raw,
      typeof header === 'string' ? header : undefined,
    );
    return reply.status(statusOf[outcome]).send({ received: statusOf[outcome] === 200, outcome });
  });

  app.get<{ Params: { token: string } }>(`${demoGatewayPath}/:token`, async (request, reply) => {
    const row = await depositByToken(app.db, request.params.token);
    const lang = pageLanguage(request);
    if (!row) return page(reply, 404, lang, gone(lang));
    const money = await merchantMoney(app.db, row.merchantId);
    // Grouped digits in the currency's own decimals ("10,000 JPY", "50.00 EUR").
    const shown = new Intl.NumberFormat(lang === 'JA' ? 'ja-JP' : 'en-GB', {
      minimumFractionDigits: money.minorUnits,
      maximumFractionDigits: money.minorUnits,
    }).format(Number(money.toWire(row.amountMinor)));
    return page(reply, 200, lang, payPage(row, shown, lang));
  });

  for (const action of ['pay', 'cancel'] as const) {
    app.post<{ Params: { token: string } }>(
      `${demoGatewayPath}/:token/${action}`,
      async (request, reply) => {
        const lang = pageLanguage(request);
        const row = await depositByToken(app.db, request.params.token);
        if (!row) return page(reply, 404, lang, gone(lang));
        const merchant = await app.repos.merchants.byId(row.merchantId);
        if (!merchant) return page(reply, 404, lang, gone(lang));
        const money = await merchantMoney(app.db, row.merchantId);
        // The gateway's side: it tells the platform the outcome through the same signed
        // notification a real gateway sends, to the same endpoint, and only that credits.
        const body = JSON.stringify({
          merchant: merchant.code,
          deposit: request.params.token,
          txnId: row.gatewayTxnId ?? `DG${randomBytes(12).toString('hex')}`,
          amount: money.toWire(row.amountMinor),
          currency: row.currency,
          status: action === 'pay' ? 'paid' : 'cancelled',
          timestamp: Date.now(),
        } satisfies GatewayNotification);
        await app.inject({
          method: 'POST',
          url: notifyPath,
          headers: {
            'content-type': 'application/json',
            [signatureHeader]: sign(await gatewaySecret(app.db, row.merchantId), body),
          },
          payload: body,
        });
        // Back to the member centre, which shows the deposit's state.
        return reply.redirect(`/member/depositv2?deposit=${row.id}`, 303);
      },
    );
  }
}

async function depositByToken(db: Database, token: string): Promise<DepositRow | undefined> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return undefined;
  const [row] = await db.select().from(deposits).where(eq(deposits.gatewayToken, token));
  return row;
}

type Lang = 'EN' | 'JA';

function pageLanguage(request: FastifyRequest): Lang {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  if (query === 'EN' || query === 'JA') return query;
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && accept.toLowerCase().startsWith('en') ? 'EN' : 'JA';
}

const words = {
  EN: {
    title: 'Demo payment',
    note: 'This is the demo gateway: no real money moves.',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    gone: 'This payment is not known or has ended.',
    closed: 'This payment is closed',
    back: 'Back to deposits',
    states: {
      created: 'waiting for payment',
      pending: 'waiting',
      credited: 'paid',
      rejected: 'cancelled or rejected',
      expired: 'expired',
    },
  },
  JA: {
    title: 'デモ決済',
    note: 'これはデモ決済ゲートウェイです。実際のお金は動きません。',
    amount: '金額',
    pay: '支払う',
    cancel: 'キャンセル',
    gone: 'この決済は見つからないか、すでに終了しています。',
    closed: 'この決済は終了しています',
    back: '入金ページへ戻る',
    states: {
      created: 'お支払い待ち',
      pending: '確認待ち',
      credited: '支払い済み',
      rejected: 'キャンセルまたは却下',
      expired: '期限切れ',
    },
  },
} as const;

function gone(lang: Lang): string {
  return `<h1>${words[lang].title}</h1><p>${words[lang].gone}</p><p><a href="/member/depositv2">${words[lang].back}</a></p>`;
}

function payPage(row: DepositRow, amount: string, lang: Lang): string {
  const w = words[lang];
  const open = row.state === 'created' && row.expiresAt.getTime() > Date.now();
  const token = encodeURIComponent(row.gatewayToken ?? '');
  const q = `?lang=${lang}`;
  return `<h1>${w.title}</h1>
<p class="note">${w.note}</p>
<dl><dt>${w.amount}</dt><dd class="amount">${escapeHtml(amount)} ${escapeHtml(row.currency)}</dd></dl>
${
  open
    ? `<div class="actions">
<form method="post" action="${demoGatewayPath}/${token}/pay${q}"><button type="submit" class="pay">${w.pay}</button></form>
<form method="post" action="${demoGatewayPath}/${token}/cancel${q}"><button type="submit">${w.cancel}</button></form>
</div>`
    : `<p role="status">${w.closed}: ${w.states[row.state as keyof typeof w.states] ?? escapeHtml(row.state)}</p><p><a href="/member/depositv2?deposit=${row.id}">${w.back}</a></p>`
}`;
}

function page(reply: FastifyReply, status: number, lang: Lang, main: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="${lang.toLowerCase()}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words[lang].title}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;padding:1.5rem 1rem;background:Canvas;color:CanvasText}
main{max-width:28rem;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 .5rem}
.note{opacity:.8}
dl{display:flex;justify-content:space-between;align-items:baseline;border:1px solid GrayText;border-radius:.5rem;padding:1rem;margin:1.5rem 0}
dd{margin:0;font-size:1.5rem;font-weight:700}
.actions{display:grid;gap:.75rem}
button{width:100%;min-height:3rem;font-size:1.1rem;border-radius:.5rem;border:1px solid GrayText;background:Canvas;color:CanvasText;cursor:pointer}
button.pay{background:#1d5fd0;color:#fff;border-color:#1d5fd0}
button:focus-visible,a:focus-visible{outline:3px solid #1d5fd0;outline-offset:2px}
a{color:LinkText}
</style></head>
<body><main>${main}</main></body></html>`);
}
