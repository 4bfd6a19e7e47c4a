import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PlatformError } from '../../http/errors';
import { registerCall, requireAuth } from '../../http/registerCall';
import { balanceToWire, merchantMoney } from './money';
import { balanceValue } from './balance';
import { toLedgerMember } from './accounts';
import { MAIN_WALLET } from '../../db/schema/index';

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
      return balanceToWire(value.money, value.wallets);
    });

    registerCall(app, calls.memberFundsConsolidated, async (ctx) => {
      const { member } = requireAuth(ctx);
      const value = await balanceValue(ledger, member);
      const main = value.wallets
        .filter((w) => w.wallet === MAIN_WALLET || w.kind === 'trial')
        .reduce((sum, w) => sum + w.availableMinor, 0n);
      const { wallets } = balanceToWire(value.money, value.wallets);
      return {
        currency: value.currency,
        total: value.money.toWire(value.total),
        main: value.money.toWire(main),
        vendors: value.money.toWire(value.total - main),
        wallets,
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
        balance: balanceToWire(value.money, value.wallets),
      };
    });
  },
  { name: 'wallet-routes', dependencies: ['repos', 'ledger', 'errors'] },
);
