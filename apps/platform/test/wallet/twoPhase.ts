import type { Ledger, LedgerMember } from '../../src/modules/wallet/index';

/** A withdrawal-shaped hold: from the member's main wallet to the merchant's cash_out account. */
export function holdWithdrawal(
  ledger: Ledger,
  member: LedgerMember,
  amountMinor: bigint,
  idempotencyKey: string,
) {
  return ledger.createPendingTransfer({
    merchantId: member.merchantId,
    // Merchants seeded without wallet settings keep the default currency (wallet/accounts.ts).
    currency: 'JPY',
    from: { member },
    to: { house: 'cash_out' },
    amountMinor,
    kind: 'withdrawal',
    reason: 'withdrawal request',
    actor: `member:${member.id}`,
    idempotencyKey,
  });
}

/** The code of a refused ledger call, `resolved:<state>` for PendingTransferResolved, or 'ok'. */
export async function outcomeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const e = error as { name?: string; state?: string; code?: string };
    if (e.name === 'PendingTransferResolved') return `resolved:${e.state}`;
    if (!e.code) throw error;
    return e.code;
  }
}

/** The member's main wallet as the ledger reports it. */
export async function mainWallet(ledger: Ledger, member: LedgerMember) {
  const wallet = (await ledger.balances(member.id)).find((b) => b.wallet === 'MAIN');
  if (!wallet) throw new Error('no main wallet');
  return wallet;
}
