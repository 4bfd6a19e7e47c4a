import { CASHIER_FALLBACK_REFETCH_MS, WITHDRAW_KEY, platformQuery } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

export { WITHDRAW_KEY };

type Api = PlatformQueryContext['api'];
export type WithdrawInfo = Awaited<ReturnType<Api['withdrawInfo']>>;
export type WithdrawalDetail = Awaited<ReturnType<Api['withdrawDetail']>>;
export type WithdrawalSummary = Awaited<ReturnType<Api['withdrawList']>>['items'][number];
export type UplineInfo = Awaited<ReturnType<Api['memberUpline']>>;

/** §6: these are a member's own reads, never asked for a visitor or a trial player. */
const memberOnly = { memberOnly: true } as const;

/** A withdrawal still moving: an operator's step or §4's auto-receive may change it any time. */
export const isMoving = (state: string | undefined) =>
  state === 'submitted' || state === 'underReview' || state === 'approved' || state === 'paid';

/** Withdrawable balance, bank accounts, limits and expected times. */
export function withdrawInfoQuery(context: PlatformQueryContext) {
  return platformQuery(
    context,
    [...WITHDRAW_KEY, 'info'],
    (signal) => context.api.withdrawInfo(undefined, { signal }),
    memberOnly,
  );
}

/** The member's latest withdrawals (with `listRefetch`: followed while one is still moving). */
export function withdrawListQuery(context: PlatformQueryContext) {
  return platformQuery(
    context,
    [...WITHDRAW_KEY, 'list'],
    (signal) => context.api.withdrawList({}, { signal }),
    memberOnly,
  );
}

/**
 * An operator's step reaches the open page through the member's event stream (issue 15); while a
 * withdrawal of the list is still moving it is also asked again now and then, in case the stream is
 * down.
 */
export const listRefetch = (query: { state: { data?: { items: WithdrawalSummary[] } } }) =>
  query.state.data?.items.some((w) => isMoving(w.state)) ? CASHIER_FALLBACK_REFETCH_MS : false;

/** One withdrawal with its timeline (with `detailRefetch`: followed while still moving). */
export function withdrawDetailQuery(context: PlatformQueryContext, id: string) {
  return platformQuery(
    context,
    [...WITHDRAW_KEY, 'detail', id],
    (signal) => context.api.withdrawDetail({ id }, { signal }),
    memberOnly,
  );
}

/** Like `listRefetch`, for one withdrawal's timeline. */
export const detailRefetch = (query: { state: { data?: WithdrawalDetail } }) =>
  isMoving(query.state.data?.state) ? CASHIER_FALLBACK_REFETCH_MS : false;

/** Who transfer upline sends to, and what the member may send. */
export function uplineQuery(context: PlatformQueryContext) {
  return platformQuery(
    context,
    [...WITHDRAW_KEY, 'upline'],
    (signal) => context.api.memberUpline(undefined, { signal }),
    memberOnly,
  );
}

/** A fresh key per attempt: a retried send of the same attempt never moves money twice. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
