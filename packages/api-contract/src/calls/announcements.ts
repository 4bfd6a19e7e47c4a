import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { languageSchema } from '../core/fields';
import { timestampSchema } from '../core/wire';

/**
 * §3 Announcement fetch types. The spec gives only the letters; our reading, written once here:
 * B banner notice, PL player notice, PU pop-up (the §2.8 publicModal), PR promotion notice,
 * H the home page strip (§2.4).
 */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** §4: A for visitors, B for members, F also for members on their first login. */
export const announcementExecutions = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof announcementExecutions)[number];

/** §7.4 notices: types B, PL, PU, PR with execution B. */
export const noticeTypes = ['B', 'PL', 'PU', 'PR'] as const;

/** §9: announcement popup page size 8, notice page size 6. */
export const announcementPageSize = 8;
export const noticePageSize = 6;

/**
 * A comma list of codes in a query string (`B,PL,PU`), read into a list without repeats. Query
 * strings carry strings only, so the list travels as one.
 */
function codeList<const T extends readonly [string, ...string[]]>(codes: T) {
  const one = codes.join('|');
  return z
    .string()
    .trim()
    .regex(new RegExp(`^(${one})(,(${one}))*$`), `a comma list of ${codes.join(', ')}`)
    .transform((value) => [...new Set(value.split(','))] as T[number][]);
}

export const announcementSchema = z
  .object({
    id: z.string().max(32),
    type: z.enum(announcementTypes),
    title: z.string().max(200),
    /** HTML exactly as the operator stored it: the site must sanitise it (DOMPurify) before rendering. */
    content: z.string().max(100_000),
    execution: z.enum(announcementExecutions),
    /** The promotion an announcement belongs to (e.g. DAILY_BONUS, JACKPOT, TOURNAMENT, §1). */
    promotionType: z.string().max(32).nullable(),
    language: languageSchema,
    startTime: timestampSchema,
    /** Null: shown until removed. */
    endTime: timestampSchema.nullable(),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;

const listCall = defineCall({
  name: 'announcementList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  token: false,
  encrypted: false,
  request: z.strictObject({
    types: codeList(announcementTypes).default(['B', 'PL', 'PU', 'PR', 'H']),
    /** §3: platform W (web). */
    platform: z.literal('W').default('W'),
    /** Only items of these audiences (§4); all when absent. */
    execution: codeList(announcementExecutions).optional(),
    /** Default: the Language header, then the merchant's default language. */
    language: languageSchema.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(announcementPageSize),
  }),
  response: z
    .object({
      pageNo: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
      /** Announcements live now (start ≤ now < end), newest start first. */
      list: z.array(announcementSchema),
    })
    .meta({ id: 'AnnouncementPage' }),
  errors: [],
  summary:
    'The live announcements of the merchant in one language, paged (§3 Announcement fetch, §2.8 publicModal, §7.3 MCSFE_getListAnnouncements, no token).',
  methodNote:
    'The spec gives no method for relay calls; this one only reads, so GET with types and execution as comma lists in the query.',
});

export const noticeSchema = announcementSchema
  .pick({ id: true, title: true, content: true, startTime: true, endTime: true })
  .meta({ id: 'Notice' });

/** §3: player notices carry only id and title. */
export const playerNoticeSchema = z
  .object({ id: z.string().max(32), title: z.string().max(200) })
  .meta({ id: 'PlayerNotice' });

const noticesCall = defineCall({
  name: 'noticeList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getNoticeList',
  // Player (PL) notices go to logged-in members only, so the token is sent when there is one
  // (issue 13: sent without it, a member never saw them).
  token: 'optional',
  encrypted: false,
  request: z.strictObject({
    types: codeList(noticeTypes).default(['B', 'PL', 'PU', 'PR']),
    platform: z.literal('W').default('W'),
    execution: codeList(announcementExecutions).default(['B']),
    language: languageSchema.optional(),
  }),
  response: z
    .object({
      /** B and PU notices, newest first. */
      banners: z.array(noticeSchema),
      /** PL notices; filled only when the call carries a member's token (empty for visitors). */
      player: z.array(playerNoticeSchema),
      /** PR notices. */
      promotion: z.array(noticeSchema),
    })
    .meta({ id: 'Notices' }),
  errors: [],
  summary:
    'Notices for the notice popup and /noticePage (§2.8 noticeModal, §7.4 Notices: types B,PL,PU,PR, platform W, execution B; value banners, player, promotion). The token is optional: with a member token the player list is filled.',
  methodNote:
    'The spec names the payload but no path; this relay name and GET are ours. At most 50 notices per group; the site pages them (§9 page size 6).',
});

export const announcementCalls = {
  announcementList: listCall,
  noticeList: noticesCall,
} as const;
