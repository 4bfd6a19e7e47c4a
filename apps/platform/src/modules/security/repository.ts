import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { bankAccounts, members, sessions } from '../../db/schema/index';
import type { BankAccountRow } from '../../db/schema/index';

// A member's bank accounts and last logins: the security centre's data (issue 14 item 2).

export type AddResult =
  { kind: 'added'; row: BankAccountRow } | { kind: 'full' } | { kind: 'holderMismatch' };

/** One person's name however it is typed: Unicode-normalised, spaces folded, case ignored. */
export function sameName(a: string, b: string): boolean {
  const fold = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  return fold(a) === fold(b);
}

/** `changed` hears when a member row changes (the session cache drops the member's sessions). */
export function securityRepository(db: Database, changed: (memberId: number) => void = () => {}) {
  return {
    bankAccountsOf(memberId: number): Promise<BankAccountRow[]> {
      return db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.memberId, memberId))
        .orderBy(asc(bankAccounts.id));
    },

    /**
     * Adds an account unless the member already has `max`, or the holder is not the member's
     * payee name; the first account sets that name. One member's adds take their member row
     * first, so two adds at once can neither both pass the count nor set two names. A duplicate
     * number fails on the unique key (23505).
     */
    addBankAccount(
      values: Pick<BankAccountRow, 'memberId' | 'holderName' | 'bankName' | 'accountNumber'>,
      max: number,
    ): Promise<AddResult> {
      return db
        .transaction(async (tx): Promise<AddResult> => {
          const [member] = await tx
            .select({ payeeName: members.payeeName })
            .from(members)
            .where(eq(members.id, values.memberId))
            .for('update');
          const payee = member?.payeeName?.trim() || null;
          if (payee !== null && !sameName(payee, values.holderName))
            return { kind: 'holderMismatch' };
          const [held] = await tx
            .select({ n: count() })
            .from(bankAccounts)
            .where(eq(bankAccounts.memberId, values.memberId));
          if ((held?.n ?? 0) >= max) return { kind: 'full' };
          const [row] = await tx.insert(bankAccounts).values(values).returning();
          if (!row) throw new Error('bank account insert returned nothing');
          if (payee === null) {
            await tx
              .update(members)
              .set({ payeeName: values.holderName })
              .where(eq(members.id, values.memberId));
          }
          return { kind: 'added', row };
        })
        .finally(() => changed(values.memberId));
    },

    async removeBankAccount(memberId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(bankAccounts)
        .where(and(eq(bankAccounts.id, id), eq(bankAccounts.memberId, memberId)))
        .returning({ id: bankAccounts.id });
      return rows.length > 0;
    },

    /**
     * Whether another member of the merchant has the e-mail, compared without case (there is no
     * unique index on e-mail: registration has always let members give one freely).
     */
    async emailTakenByOther(merchantId: number, email: string, memberId: number) {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            ne(members.id, memberId),
            sql`lower(${members.email}) = ${email.toLowerCase()}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    recentLogins(memberId: number, limit: number) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          device: sessions.device,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), eq(sessions.kind, 'normal')))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(limit);
    },
  };
}

export type SecurityRepository = ReturnType<typeof securityRepository>;
