import { PlatformError } from '../../http/errors';
import { UsageError, defineCommand, parseArgs, table } from '../command';
import type { OperatorContext } from '../command';

const usage =
  'messages list <merchant> <account> | messages send <merchant> <account> --title "…" --content "…"';

type Params =
  | { action: 'list'; code: string; account: string }
  | { action: 'send'; code: string; account: string; title: string; content: string };

type Row = { id: number; at: string; read: string; title: string };
type Result =
  | { action: 'list'; account: string; unread: number; rows: Row[] }
  | { action: 'send'; account: string; id: number; unread: number };

async function memberOrThrow(ctx: OperatorContext, code: string, account: string) {
  const merchant = await ctx.repos.merchants.byCode(code);
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${code}.`);
  const member = await ctx.repos.members.byAccount(merchant.id, account);
  if (!member) throw new PlatformError('NOT_FOUND', `${code} has no member ${account}.`);
  return { merchant, member };
}

/** The member inbox seen by an operator: read it, or put platform information in it (§2.9). */
export const messagesCommand = defineCommand<Params, Result>({
  name: 'messages',
  usage,
  summary: "List a member's inbox with its unread count, or send the member a message.",
  parse: (args) => {
    const { positional, options } = parseArgs(args, { title: 'string', content: 'string' });
    const [action, code, account] = positional;
    if (!code || !account) throw new UsageError(usage);
    if (action === 'list') return { action, code, account };
    if (action === 'send') {
      const title = (options.title?.[0] ?? '').trim();
      const content = (options.content?.[0] ?? '').trim();
      if (title === '' || title.length > 200)
        throw new UsageError('--title is 1 to 200 characters');
      if (content === '' || content.length > 10_000)
        throw new UsageError('--content is 1 to 10,000 characters');
      return { action, code, account, title, content };
    }
    throw new UsageError(usage);
  },
  run: async (ctx, params) => {
    const { merchant, member } = await memberOrThrow(ctx, params.code, params.account);
    if (params.action === 'send') {
      const row = await ctx.repos.messages.send({
        merchantId: merchant.id,
        memberId: member.id,
        title: params.title,
        content: params.content,
      });
      return {
        action: 'send',
        account: member.account,
        id: row.id,
        unread: await ctx.repos.messages.unreadCount(member.id),
      };
    }
    const rows = await ctx.repos.messages.list(member.id, 100);
    return {
      action: 'list',
      account: member.account,
      unread: await ctx.repos.messages.unreadCount(member.id),
      rows: rows.map((m) => ({
        id: m.id,
        at: m.createdAt.toISOString(),
        read: m.readAt ? 'yes' : 'no',
        title: m.title,
      })),
    };
  },
  format: (result) =>
    result.action === 'send'
      ? `${result.account}: message ${result.id} sent (${result.unread} unread)`
      : `${result.account}: ${result.unread} unread\n${table(result.rows)}`,
});
