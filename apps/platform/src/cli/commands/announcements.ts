import { announcementExecutions, announcementTypes } from '@lobbykit/api-contract';
import type { AnnouncementExecution, AnnouncementType } from '@lobbykit/api-contract';
import { PlatformError } from '../../http/errors';
import { UsageError, defineCommand, parseArgs, table } from '../command';
import type { OperatorContext } from '../command';

const usage =
  'announcements list <merchant> [--lang EN|JA] | announcements add <merchant> --type PU --lang EN --title "…" --content "<p>…</p>" [--execution A|B|F] [--promotion TYPE] [--start ISO] [--end ISO] | announcements remove <merchant> <id>';

type Lang = 'EN' | 'JA';

type Params =
  | { action: 'list'; code: string; language: Lang | null }
  | {
      action: 'add';
      code: string;
      type: AnnouncementType;
      language: Lang;
      title: string;
      content: string;
      execution: AnnouncementExecution;
      promotionType: string | null;
      start: string | null;
      end: string | null;
    }
  | { action: 'remove'; code: string; id: number };

type Row = {
  id: number;
  type: string;
  lang: string;
  execution: string;
  title: string;
  start: string;
  end: string;
  promotion: string;
};
type Result =
  | { action: 'list'; code: string; rows: Row[] }
  | { action: 'add'; code: string; row: Row }
  | { action: 'remove'; code: string; id: number };

function one(options: Record<string, string[]>, name: string): string | undefined {
  return options[name]?.[0];
}

function language(value: string | undefined): Lang {
  const upper = (value ?? '').toUpperCase();
  if (upper !== 'EN' && upper !== 'JA') throw new UsageError('--lang is EN or JA');
  return upper;
}

function isoTime(value: string | undefined, name: string): string | null {
  if (value === undefined) return null;
  if (Number.isNaN(Date.parse(value))) throw new UsageError(`--${name} is an ISO date-time`);
  return new Date(value).toISOString();
}

async function merchantOrThrow(ctx: OperatorContext, code: string) {
  const merchant = await ctx.repos.merchants.byCode(code);
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${code}.`);
  return merchant;
}

function rowOf(r: {
  id: number;
  type: string;
  language: string;
  execution: string;
  title: string;
  startAt: Date;
  endAt: Date | null;
  promotionType: string | null;
}): Row {
  return {
    id: r.id,
    type: r.type,
    lang: r.language,
    execution: r.execution,
    title: r.title,
    start: r.startAt.toISOString(),
    end: r.endAt ? r.endAt.toISOString() : '',
    promotion: r.promotionType ?? '',
  };
}

/** The operator's announcements (§3 Announcement fetch): HTML is stored as given. */
export const announcementsCommand = defineCommand<Params, Result>({
  name: 'announcements',
  usage,
  summary: 'List, add or remove the announcements and notices of a merchant (§2.8, §3).',
  parse: (args) => {
    const { positional, options } = parseArgs(args, {
      lang: 'string',
      type: 'string',
      execution: 'string',
      title: 'string',
      content: 'string',
      promotion: 'string',
      start: 'string',
      end: 'string',
    });
    const [action, code, id] = positional;
    if (!code) throw new UsageError(usage);
    switch (action) {
      case 'list':
        return {
          action,
          code,
          language: one(options, 'lang') === undefined ? null : language(one(options, 'lang')),
        };
      case 'add': {
        const type = one(options, 'type') ?? '';
        if (!(announcementTypes as readonly string[]).includes(type))
          throw new UsageError(`--type is one of ${announcementTypes.join(', ')}`);
        const execution = one(options, 'execution') ?? 'A';
        if (!(announcementExecutions as readonly string[]).includes(execution))
          throw new UsageError(`--execution is one of ${announcementExecutions.join(', ')}`);
        const title = (one(options, 'title') ?? '').trim();
        const content = one(options, 'content') ?? '';
        if (title === '' || title.length > 200)
          throw new UsageError('--title is 1 to 200 characters');
        if (content.trim() === '' || content.length > 100_000)
          throw new UsageError('--content is 1 to 100,000 characters of HTML');
        const start = isoTime(one(options, 'start'), 'start');
        const end = isoTime(one(options, 'end'), 'end');
        if (start && end && Date.parse(end) <= Date.parse(start))
          throw new UsageError('--end comes after --start');
        return {
          action,
          code,
          type: type as AnnouncementType,
          language: language(one(options, 'lang')),
          title,
          content,
          execution: execution as AnnouncementExecution,
          promotionType: one(options, 'promotion') || null,
          start,
          end,
        };
      }
      case 'remove': {
        const n = Number(id);
        if (!Number.isInteger(n) || n < 1) throw new UsageError('remove <merchant> <id>');
        return { action, code, id: n };
      }
      default:
        throw new UsageError(usage);
    }
  },
  run: async (ctx, params) => {
    const merchant = await merchantOrThrow(ctx, params.code);
    switch (params.action) {
      case 'list':
        return {
          action: 'list',
          code: params.code,
          rows: (await ctx.repos.announcements.all(merchant.id, params.language ?? undefined)).map(
            rowOf,
          ),
        };
      case 'add': {
        const row = await ctx.repos.announcements.add({
          merchantId: merchant.id,
          type: params.type,
          language: params.language,
          title: params.title,
          content: params.content,
          execution: params.execution,
          promotionType: params.promotionType,
          ...(params.start ? { startAt: new Date(params.start) } : {}),
          endAt: params.end ? new Date(params.end) : null,
        });
        return { action: 'add', code: params.code, row: rowOf(row) };
      }
      case 'remove': {
        if (!(await ctx.repos.announcements.remove(merchant.id, params.id)))
          throw new PlatformError('NOT_FOUND', `${params.code} has no announcement ${params.id}.`);
        return { action: 'remove', code: params.code, id: params.id };
      }
      default: {
        const never: never = params;
        throw new Error(`unknown action ${JSON.stringify(never)}`);
      }
    }
  },
  format: (result) => {
    switch (result.action) {
      case 'list':
        return table(result.rows);
      case 'add':
        return `${result.code}: announcement ${result.row.id} added\n${table([result.row])}`;
      case 'remove':
        return `${result.code}: announcement ${result.id} removed`;
      default: {
        const never: never = result;
        return String(never);
      }
    }
  },
});
