import { PlatformError } from '../../http/errors';
import { UsageError, defineCommand, parseArgs } from '../command';
import type { OperatorContext } from '../command';

async function memberOrThrow(ctx: OperatorContext, code: string, account: string) {
  const merchant = await ctx.repos.merchants.byCode(code);
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${code}.`);
  const member = await ctx.repos.members.byAccount(merchant.id, account);
  if (!member) throw new PlatformError('NOT_FOUND', `${code} has no member ${account}.`);
  return member;
}

const popupUsage = 'popup <merchant> <account> --title "…" --body "…"';

/** §2.8 socket-event popup (issue 15): an operator's popup in every open tab of the member. */
export const popupCommand = defineCommand<
  { code: string; account: string; title: string; body: string },
  { account: string }
>({
  name: 'popup',
  usage: popupUsage,
  summary: 'Show a popup in every open tab of a logged-in member (the socket-event popup).',
  parse: (args) => {
    const { positional, options } = parseArgs(args, { title: 'string', body: 'string' });
    const [code, account] = positional;
    const title = (options.title?.[0] ?? '').trim();
    const body = (options.body?.[0] ?? '').trim();
    if (!code || !account) throw new UsageError(popupUsage);
    if (title === '' || title.length > 200) throw new UsageError('--title is 1 to 200 characters');
    if (body === '' || body.length > 4000) throw new UsageError('--body is 1 to 4,000 characters');
    return { code, account, title, body };
  },
  run: async (ctx, params) => {
    const member = await memberOrThrow(ctx, params.code, params.account);
    await ctx.repos.events.popup(member.id, params.title, params.body);
    return { account: member.account };
  },
  format: (result) => `${result.account}: popup sent to every open tab`,
});

const endUsage = 'sessions end|streams <merchant> <account>';

/**
 * Ends every session of a member at once (issue 15: every open tab returns to the lobby), or
 * counts the member's event streams open in the running platform (one browser's tabs share one;
 * on several nodes, the count is the answering node's).
 */
export const sessionsCommand = defineCommand<
  { action: 'end' | 'streams'; code: string; account: string },
  { account: string; ended: number } | { account: string; streams: number }
>({
  name: 'sessions',
  usage: endUsage,
  summary:
    "End every session of a member now (the member's open tabs log out), or count their open event streams.",
  parse: (args) => {
    const { positional } = parseArgs(args, {});
    const [action, code, account] = positional;
    if ((action !== 'end' && action !== 'streams') || !code || !account)
      throw new UsageError(endUsage);
    return { action, code, account };
  },
  run: async (ctx, params) => {
    const member = await memberOrThrow(ctx, params.code, params.account);
    if (params.action === 'streams') {
      if (!ctx.openStreams) {
        throw new PlatformError(
          'VALIDATION_FAILED',
          'Only a running platform knows its open streams; start it first.',
        );
      }
      return { account: member.account, streams: ctx.openStreams(member.id) };
    }
    const ended = await ctx.repos.sessions.revokeAllOfMember(member.id, 'revoked');
    return { account: member.account, ended };
  },
  format: (result) =>
    'streams' in result
      ? `${result.account}: ${result.streams} event stream(s) open`
      : `${result.account}: ${result.ended} session(s) ended`,
});
