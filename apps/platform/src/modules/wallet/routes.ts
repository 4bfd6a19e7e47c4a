import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PlatformError } from '../../http/errors';
import { registerCall, requireAuth } from '../../http/registerCall';
import { MAIN_WALLET } from '../../db/schema/index';
import { merchantMoney, moneyOf } from './money';
import type { MerchantMoney } from './money';
import { toLedgerMember } from './accounts';
import type { WalletBalance } from './accounts';
import type { Ledger } from './ledger';

function walletEntries(money: MerchantMoney, wallets: WalletBalance[]) {
  return wallets.map((w) => ({
    walletId: String(w.accountId),
    wallet: w.wallet,
    balance: money.toWire(w.balanceMinor),
  }));
}

async function balanceValue(ledger: Ledger, member: Parameters<typeof toLedgerMember>[0]) {
  const ledgerMember = toLedgerMember(member);
  // A member who never moved money still has a main (or trial) wallet at zero.
  await ledger.ensureMemberWallets(ledgerMember);
  const settings = await ledger.settings(member.merchantId);
  // Main (or trial) first, then vendors in the merchant's order, so lists never reshuffle.
  const rank = (w: WalletBalance) =>
    w.wallet === MAIN_WALLET || w.kind === 'trial' ? -1 : settings.vendorWallets.indexOf(w.wallet);
  const wallets = (await ledger.balances(member.id))
    .filter((w) => w.currency === settings.currency)
    .sort((a, b) => rank(a) - rank(b));
  const total = wallets.reduce((sum, w) => sum + w.balanceMinor, 0n);
  return { currency: settings.currency, money: moneyOf(settings), total, wallets };
}

/**
 * The idempotency key of a movement: the body field, else the `Idempotency-Key` header, held to
 * the body field's own contract rule (printable text, 1 to 200), so a header with a tab or a
 * control character is refused like the field would be.
 */
function idempotencyKeyOf(bodyKey: string | undefined, header: unknown): string {
  const fromHeader = calls.walletTransfer.request.shape.idempotencyKey.safeParse(
    typeof header === 'string' ? header.trim() : undefined,
  );
  const key = bodyKey ?? (fromHeader.success ? fromHeader.data : undefined);
  if (!key) {
    // ARCHITECTURE.md "Money": every movement carries an idempotency key.
    throw new PlatformError('VALIDATION_FAILED', 'An idempotency key is required.', {
      fields: [{ field: 'idempotencyKey', message: 'required (body or Idempotency-Key header)' }],
    });
  }
  return key;
}

/** The wallet calls of §7.1 and §7.3 over the ledger (issue 4). */
export const walletRoutes = fp(
  async (app: FastifyInstance) => {
    const { ledger } = app;

    registerCall(app, calls.walletBalance, async (ctx) => {
      const { member } = requireAuth(ctx);
      const value = await balanceValue(ledger, member);
      return {
        currency: value.currency,
        total: value.money.toWire(value.total),
        wallets: walletEntries(value.money, value.wallets),
      };
    });

    registerCall(app, calls.memberFundsConsolidated, async (ctx) => {
      const { member } = requireAuth(ctx);
      const value = await balanceValue(ledger, member);
      const main = value.wallets
        .filter((w) => w.wallet === MAIN_WALLET || w.kind === 'trial')
        .reduce((sum, w) => sum + w.balanceMinor, 0n);
      return {
        currency: value.currency,
        total: value.money.toWire(value.total),
        main: value.money.toWire(main),
        vendors: value.money.toWire(value.total - main),
        wallets: walletEntries(value.money, value.wallets),
      };
    });

    registerCall(app, calls.merchantWallet, async (ctx) => {
      requireAuth(ctx);
      // §7.4 merchantWallet(merchantCode): the Merchant header already names the merchant; a
      // different code in the query is refused rather than leaking another merchant's set-up.
      if (ctx.input.merchantCode && ctx.input.merchantCode !== ctx.merchant.code) {
        throw new PlatformError('FORBIDDEN', 'That merchant is not yours.');
      }
      const settings = await ledger.settings(ctx.merchant.id);
      return {
        isSingle: settings.isSingle ? (1 as const) : (0 as const),
        currency: settings.currency,
        minorUnits: settings.minorUnits,
        vendorWallets: settings.isSingle ? [] : settings.vendorWallets,
      };
    });

    registerCall(app, calls.walletTransfer, async (ctx) => {
      const { member } = requireAuth(ctx);
      const key = idempotencyKeyOf(
        ctx.input.idempotencyKey,
        ctx.request.headers['idempotency-key'],
      );
      const ledgerMember = toLedgerMember(member);
      const money = await merchantMoney(app.db, member.merchantId);
      const result = await ledger.walletTransfer(
        ledgerMember,
        ctx.input.fromWallet,
        ctx.input.toWallet,
        // "1500.5" in a yen merchant is a field error, not a rounding (issue 11).
        money.fromWire(ctx.input.amount, 'amount'),
        // Keys are per member on the wire, so two members can never collide on one merchant key.
        `member:${member.id}:${key}`,
      );
      const value = await balanceValue(ledger, member);
      const walletName = (id: bigint) =>
        value.wallets.find((w) => w.accountId === id)?.wallet ?? String(id);
      return {
        transferId: String(result.transferId),
        fromWallet: walletName(result.debitAccountId),
        toWallet: walletName(result.creditAccountId),
        amount: value.money.toWire(result.amountMinor),
        createdAt: result.createdAt.toISOString(),
        replayed: result.replayed,
        balance: {
          currency: value.currency,
          total: value.money.toWire(value.total),
          wallets: walletEntries(value.money, value.wallets),
        },
      };
    });

    registerCall(app, calls.memberTransactions, async (ctx) => {
      const { member } = requireAuth(ctx);
      const { kind, from, to, page, pageSize } = ctx.input;
      const money = await merchantMoney(app.db, member.merchantId);
      const statement = await ledger.transactions(member.id, {
        kind,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        page,
        pageSize,
      });
      return {
        page: statement.page,
        pageSize: statement.pageSize,
        total: statement.total,
        rows: statement.rows.map((r) => ({
          transferId: String(r.transferId),
          createdAt: r.createdAt.toISOString(),
          kind: r.kind,
          walletId: String(r.accountId),
          wallet: r.wallet,
          amount: money.toWire(r.amountMinor),
          balanceAfter: money.toWire(r.balanceAfterMinor),
          reference: r.reference,
          reason: r.reason,
        })),
      };
    });
  },
  { name: 'wallet-routes', dependencies: ['repos', 'ledger', 'errors'] },
);
