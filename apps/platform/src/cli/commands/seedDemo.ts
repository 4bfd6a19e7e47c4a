import { randomBytes, randomInt } from 'node:crypto';
import { PlatformError } from '../../http/errors';
import { hashPassword } from '../../modules/auth/password';
import { sendWelcome } from '../../modules/messages/welcome';
import { trialFundingMinor } from '../../modules/session/routes';
import { toLedgerMember } from '../../modules/wallet/index';
import { UsageError, defineCommand, parseArgs, table } from '../command';

function password(): string {
  // 12 letters and digits: over the ASVS minimum of 8, and within a brand's §5 alphanumeric rule too.
  return randomBytes(9)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 12);
}

export const seedDemoCommand = defineCommand({
  name: 'seed-demo',
  usage: 'seed-demo [<merchant>] [--mobile "+81 9012345678"]',
  summary:
    'Create a member, an agent (type 1) with two downline members and a trial player; passwords are printed once. The member gets a random +81 90 mobile, or the one given (the same person on another brand of the operator).',
  parse: (args) => {
    const { positional, options } = parseArgs(args, { mobile: 'string' });
    const given = options.mobile?.at(-1);
    if (given === undefined) return { code: positional[0] ?? null, mobile: null };
    const match = /^\+(\d{1,4}) ?(\d{8,11})$/.exec(given.trim());
    if (!match?.[1] || !match[2])
      throw new UsageError('--mobile is "+<dialing code> <8 to 11 digits>", e.g. "+81 9012345678"');
    return {
      code: positional[0] ?? null,
      mobile: { countryDialingCode: match[1], mobile: match[2] },
    };
  },
  run: async (ctx, { code, mobile: given }) => {
    const merchant = code
      ? await ctx.repos.merchants.byCode(code)
      : (await ctx.repos.merchants.list())[0];
    if (!merchant)
      throw new PlatformError(
        'MERCHANT_UNKNOWN',
        code ? `Unknown merchant ${code}.` : 'No merchant yet.',
      );
    const suffix = randomBytes(3).toString('hex');
    const created: {
      role: string;
      account: string;
      password: string;
      type: number;
      inviteCode: string;
      mobile: string;
    }[] = [];
    const make = async (
      role: string,
      account: string,
      type: number,
      extra: {
        parentId?: number;
        inviteCode?: string;
        mobile?: string;
        countryDialingCode?: string;
      } = {},
    ) => {
      const secret = password();
      const member = await ctx.repos.members.create({
        merchantId: merchant.id,
        account,
        passwordHash: type === 4 ? '!' : await hashPassword(secret),
        type,
        nickname: role,
        language: merchant.defaultLanguage,
        ...extra,
      });
      created.push({
        role,
        account: member.account,
        password: type === 4 ? '(free play only)' : secret,
        type,
        inviteCode: extra.inviteCode ?? '',
        mobile: extra.mobile ? `+${extra.countryDialingCode ?? ''} ${extra.mobile}` : '',
      });
      // Every real account starts with the welcome message in its inbox (§7.3 CSP_unreadCount).
      if (type !== 4) await sendWelcome(ctx.repos.messages, merchant, member);
      return member;
    };
    // A Japanese mobile number (+81 90…), so SMS login and reset by phone can be tried at once.
    const mobile = given ?? {
      mobile: `90${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      countryDialingCode: '81',
    };
    await make('member', `demo${suffix}`, 0, mobile);
    const agent = await make('agent', `agent${suffix}`, 1, {
      inviteCode: `AG${suffix.toUpperCase()}`,
    });
    await make('downline 1', `down1${suffix}`, 0, { parentId: agent.id, inviteCode: undefined });
    await make('downline 2', `down2${suffix}`, 0, { parentId: agent.id });
    const trial = await make('trial', `trial${suffix}`, 4);
    const { ledger } = ctx;
    const { minorUnits } = await ledger.settings(merchant.id);
    await ledger.fundTrial(toLedgerMember(trial), trialFundingMinor(minorUnits));
    return { merchant: merchant.code, members: created };
  },
  format: ({ merchant, members }) =>
    `Demo accounts on ${merchant} (passwords are shown only now):\n${table(members)}`,
});
