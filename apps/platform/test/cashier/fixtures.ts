import { bankAccounts } from '../../src/db/schema/index';
import type { DatabaseHandle } from '../../src/db/index';
import type { LedgerMember } from '../../src/modules/wallet/index';

/** A bank account of the member, straight into its table (the call's checks are tested elsewhere). */
export async function seedBankAccount(
  handle: Pick<DatabaseHandle, 'db'>,
  member: Pick<LedgerMember, 'id'>,
) {
  const [row] = await handle.db
    .insert(bankAccounts)
    .values({
      memberId: member.id,
      holderName: 'Hanako Yamada',
      bankName: 'Sakura Bank',
      accountNumber: `${100000 + member.id}`,
    })
    .returning();
  if (!row) throw new Error('no bank account');
  return row.id;
}

/** The code of a refused call, or 'ok'. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (!code) throw error;
    return code;
  }
}
