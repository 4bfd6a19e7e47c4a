import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { members } from '../../db/schema/index';
import type { Member, NewMember } from '../../db/schema/index';

/** `changed` hears of every member update (the session cache drops the member's sessions). */
export function memberRepository(db: Database, changed: (memberId: number) => void = () => {}) {
  return {
    async byId(id: number): Promise<Member | undefined> {
      const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return rows[0];
    },
    /** Accounts are matched case-insensitively: `Alice` and `alice` are one account. */
    async byAccount(merchantId: number, account: string): Promise<Member | undefined> {
      const rows = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account.toLowerCase())))
        .limit(1);
      return rows[0];
    },
    async byMobile(merchantId: number, mobile: string): Promise<Member | undefined> {
      const rows = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.mobile, mobile)))
        .limit(1);
      return rows[0];
    },
    async byInviteCode(merchantId: number, code: string): Promise<Member | undefined> {
      const rows = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            sql`lower(${members.inviteCode}) = ${code.toLowerCase()}`,
          ),
        )
        .limit(1);
      return rows[0];
    },
    async create(values: NewMember): Promise<Member> {
      const rows = await db
        .insert(members)
        .values({ ...values, account: values.account.toLowerCase() })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('member insert returned nothing');
      return row;
    },
    async update(id: number, values: Partial<NewMember>): Promise<void> {
      await db.update(members).set(values).where(eq(members.id, id));
      changed(id);
    },
    async listByMerchant(merchantId: number): Promise<Member[]> {
      return db
        .select()
        .from(members)
        .where(eq(members.merchantId, merchantId))
        .orderBy(members.id);
    },
  };
}

export type MemberRepository = ReturnType<typeof memberRepository>;
