import fp from 'fastify-plugin';
import { calls } from '@lobbykit/api-contract';
import type { Announcement, AnnouncementType } from '@lobbykit/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberTypes } from '../../db/schema/index';
import type { AnnouncementRow, Merchant } from '../../db/schema/index';
import { registerCall } from '../../http/registerCall';
import type { Language } from './repository';

/** The language asked for, else the Language header every call carries, else the merchant's. */
export function languageOf(
  request: FastifyRequest,
  merchant: Merchant,
  asked: Language | undefined,
): Language {
  if (asked) return asked;
  const header = request.headers.language;
  const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
  if (value === 'EN' || value === 'JA') return value;
  return merchant.defaultLanguage === 'EN' ? 'EN' : 'JA';
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: String(row.id),
    type: row.type,
    title: row.title,
    content: row.content,
    execution: row.execution,
    promotionType: row.promotionType,
    language: row.language,
    startTime: row.startAt.toISOString(),
    endTime: row.endAt ? row.endAt.toISOString() : null,
  };
}

/** At most this many notices per group; the site pages them (§9 notice page size 6). */
const noticeGroupLimit = 50;

async function announcementCalls(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  // §3 Announcement fetch, §7.3 MCSFE_getListAnnouncements: no token.
  registerCall(app, calls.announcementList, async ({ input, merchant, request }) => {
    const language = languageOf(request, merchant, input.language);
    const { rows, total } = await repos.announcements.page(
      merchant.id,
      { language, types: input.types, executions: input.execution, now: new Date() },
      input.pageNo,
      input.pageSize,
    );
    return {
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
      list: rows.map(toAnnouncement),
    };
  });

  // §7.4 Notices: types B,PL,PU,PR, platform W, execution B; value banners, player, promotion.
  // §3 Player notices: the call is public and only its player list depends on who asks (an
  // optional-token call: a bad token counts as a visitor).
  registerCall(app, calls.noticeList, async ({ input, merchant, request, auth }) => {
    const language = languageOf(request, merchant, input.language);
    const member = auth?.member ?? null;
    const now = new Date();
    const group = async (types: readonly AnnouncementType[]) => {
      const asked: readonly AnnouncementType[] = input.types;
      const wanted = types.filter((t) => asked.includes(t));
      if (wanted.length === 0) return [];
      const { rows } = await repos.announcements.page(
        merchant.id,
        { language, types: wanted, executions: input.execution, now },
        1,
        noticeGroupLimit,
      );
      return rows;
    };
    const notice = (row: AnnouncementRow) => {
      const { id, title, content, startTime, endTime } = toAnnouncement(row);
      return { id, title, content, startTime, endTime };
    };
    // §6: a trial account is not a member; player notices are for real members only.
    const isMember = member !== null && member.type !== memberTypes.trial;
    return {
      banners: (await group(['B', 'PU'])).map(notice),
      player: isMember
        ? (await group(['PL'])).map((r) => ({ id: String(r.id), title: r.title }))
        : [],
      promotion: (await group(['PR'])).map(notice),
    };
  });
}

export const announcementRoutes = fp(announcementCalls, {
  name: 'announcement-routes',
  dependencies: ['repos', 'errors'],
});
