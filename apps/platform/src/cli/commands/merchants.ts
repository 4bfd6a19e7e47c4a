import { PlatformError } from '../../http/errors';
import { isValidCidr } from '../../modules/system/region';
import { UsageError, defineCommand, parseArgs, table } from '../command';
import type { OperatorContext } from '../command';

const statusNames = { normal: 0, maintenance: 1, 'region-restricted': 2 } as const;
type StatusName = keyof typeof statusNames;

async function merchantOrThrow(ctx: OperatorContext, code: string) {
  const merchant = await ctx.repos.merchants.byCode(code);
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${code}.`);
  return merchant;
}

export const merchantsCommand = defineCommand({
  name: 'merchants',
  usage: 'merchants',
  summary: 'List merchants with status, domains and region rules.',
  parse: () => ({}),
  run: async (ctx) =>
    (await ctx.repos.merchants.list()).map((m) => ({
      code: m.code,
      brand: m.brandId,
      name: m.name,
      status:
        (['normal', 'maintenance', 'region-restricted'] as const)[m.systemStatus] ??
        String(m.systemStatus),
      domains: m.domains.join(','),
      cidrs: m.regionCidrs.join(','),
      countries: m.regionCountries.join(','),
    })),
  format: (rows) => table(rows),
});

export const statusCommand = defineCommand({
  name: 'status',
  usage: 'status <merchant> normal|maintenance|region-restricted',
  summary:
    'Set the system status of a merchant (§4: 0 normal, 1 maintenance, 2 region restricted).',
  parse: (args) => {
    const [code, status] = parseArgs(args).positional;
    if (!code || !status || !(status in statusNames))
      throw new UsageError('status <merchant> normal|maintenance|region-restricted');
    return { code, status: status as StatusName };
  },
  run: async (ctx, { code, status }) => {
    const merchant = await merchantOrThrow(ctx, code);
    await ctx.repos.merchants.update(merchant.id, { systemStatus: statusNames[status] });
    return { code, status };
  },
  format: ({ code, status }) => `${code}: status ${status}`,
});

export const regionCommand = defineCommand({
  name: 'region',
  usage: 'region <merchant> [--cidr 10.0.0.0/8]... [--country XX]... | region <merchant> --clear',
  summary: 'Set or clear the blocked CIDR ranges and country codes of a merchant (§6).',
  parse: (args) => {
    const { positional, options } = parseArgs(args, {
      cidr: 'string',
      country: 'string',
      clear: 'boolean',
    });
    const code = positional[0];
    if (!code) throw new UsageError('region <merchant> [--cidr …] [--country …] | --clear');
    const cidrs = (options.cidr ?? []).flatMap((v) => v.split(',')).filter(Boolean);
    const countries = (options.country ?? [])
      .flatMap((v) => v.split(','))
      .filter(Boolean)
      .map((c) => c.toUpperCase());
    for (const cidr of cidrs)
      if (!isValidCidr(cidr)) throw new UsageError(`not a CIDR range: ${cidr}`);
    for (const country of countries)
      if (!/^[A-Z]{2}$/.test(country)) throw new UsageError(`not a country code: ${country}`);
    const clear = options.clear !== undefined;
    if (!clear && cidrs.length === 0 && countries.length === 0)
      throw new UsageError('give --cidr, --country or --clear');
    return { code, cidrs, countries, clear };
  },
  run: async (ctx, { code, cidrs, countries, clear }) => {
    const merchant = await merchantOrThrow(ctx, code);
    const values = clear
      ? { regionCidrs: [], regionCountries: [] }
      : {
          ...(cidrs.length > 0 ? { regionCidrs: cidrs } : {}),
          ...(countries.length > 0 ? { regionCountries: countries } : {}),
        };
    const updated = await ctx.repos.merchants.update(merchant.id, values);
    return { code, cidrs: updated?.regionCidrs ?? [], countries: updated?.regionCountries ?? [] };
  },
  format: ({ code, cidrs, countries }) =>
    `${code}: blocked CIDR ${cidrs.join(', ') || '(none)'}; blocked countries ${countries.join(', ') || '(none)'}`,
});

export const outboxCommand = defineCommand({
  name: 'outbox',
  usage: 'outbox [--limit N]',
  summary:
    'Show the newest SMS and e-mail messages the platform sent (ARCHITECTURE "Outbound messages").',
  parse: (args) => {
    const limit = Number(parseArgs(args, { limit: 'string' }).options.limit?.[0] ?? '20');
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new UsageError('--limit is 1 to 1000');
    return { limit };
  },
  run: async (ctx, { limit }) =>
    (await ctx.repos.outbox.latest(limit)).map((m) => ({
      id: m.id,
      at: m.createdAt.toISOString(),
      channel: m.channel,
      to: m.to,
      body: m.subject ? `${m.subject} | ${m.body}` : m.body,
    })),
  format: (rows) => table(rows),
});
