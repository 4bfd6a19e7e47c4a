import { PlatformError } from '../../http/errors';
import { hiddenItems, hide, unhide } from '../../modules/catalogue/hiding';
import type { HiddenItems, HideTarget } from '../../modules/catalogue/hiding';
import { UsageError, defineCommand, parseArgs } from '../command';
import type { OperatorContext } from '../command';

const usage =
  'catalogue hide|unhide <merchant> --vendor CODE | --category RNG | --game NODEID; catalogue show <merchant>';

type Params =
  | { action: 'show'; merchant: string }
  | { action: 'hide' | 'unhide'; merchant: string; target: HideTarget };

type Result =
  | { action: 'show'; merchant: string; hidden: HiddenItems }
  | { action: 'hide' | 'unhide'; merchant: string; target: HideTarget; changed: boolean };

function parseTarget(options: Record<string, string[]>): HideTarget {
  const given = (['vendor', 'category', 'game'] as const).filter((k) => options[k] !== undefined);
  if (given.length !== 1) throw new UsageError('give exactly one of --vendor, --category, --game');
  const kind = given[0] ?? 'vendor';
  const value = options[kind]?.[0]?.trim() ?? '';
  if (!value) throw new UsageError(`--${kind} needs a value`);
  if (kind === 'game') return { kind, nodeId: value };
  return { kind, code: value.toUpperCase() };
}

async function merchantOrThrow(ctx: OperatorContext, code: string) {
  const merchant = await ctx.repos.merchants.byCode(code);
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${code}.`);
  return merchant;
}

function describe(target: HideTarget): string {
  return target.kind === 'game' ? `game ${target.nodeId}` : `${target.kind} ${target.code}`;
}

/** Per-merchant hiding of vendors, categories and games (issue 6); hidden items vanish from every call. */
export const catalogueCommand = defineCommand<Params, Result>({
  name: 'catalogue',
  usage,
  summary: 'Hide or show a vendor, a category or a game for one merchant; list what is hidden.',
  parse: (args) => {
    const [action, ...rest] = args;
    const { positional, options } = parseArgs(rest, {
      vendor: 'string',
      category: 'string',
      game: 'string',
    });
    const merchant = positional[0];
    if (!merchant) throw new UsageError(usage);
    if (action === 'show') return { action, merchant };
    if (action === 'hide' || action === 'unhide')
      return { action, merchant, target: parseTarget(options) };
    throw new UsageError(usage);
  },
  run: async (ctx, params) => {
    const merchant = await merchantOrThrow(ctx, params.merchant);
    if (params.action === 'show') {
      return {
        action: 'show',
        merchant: params.merchant,
        hidden: await hiddenItems(ctx.db, merchant.id),
      };
    }
    const changed =
      params.action === 'hide'
        ? await hide(ctx.db, merchant.id, params.target)
        : await unhide(ctx.db, merchant.id, params.target);
    return { action: params.action, merchant: params.merchant, target: params.target, changed };
  },
  format: (result) => {
    if (result.action === 'show') {
      const { vendors, categories, games } = result.hidden;
      return [
        `${result.merchant}: hidden`,
        `  vendors:    ${vendors.join(', ') || '(none)'}`,
        `  categories: ${categories.join(', ') || '(none)'}`,
        `  games:      ${games.map((g) => `${g.nodeId} ${g.name} (${g.vendor})`).join(', ') || '(none)'}`,
      ].join('\n');
    }
    const what = describe(result.target);
    if (result.action === 'hide')
      return `${result.merchant}: ${what} ${result.changed ? 'hidden' : 'was already hidden'}`;
    return `${result.merchant}: ${what} ${result.changed ? 'shown again' : 'was not hidden'}`;
  },
});
