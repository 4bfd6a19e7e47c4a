/**
 * The member centre's cashier and records reads start their own keys with these. They live here,
 * beside the balance's, because the member's event stream (events/memberEvents.ts) invalidates
 * them when a deposit, a withdrawal or the balance changes on the platform.
 */
/** The deposit page's reads: a new or changed deposit invalidates them. */
export const DEPOSIT_KEY = ['deposit'] as const;
/** The withdraw and transfer pages' reads: a money move or a withdrawal's step invalidates them. */
export const WITHDRAW_KEY = ['withdraw'] as const;
/** Every record read (bets, transactions): play or a movement invalidates them all. */
export const RECORDS_KEY = ['records'] as const;

/**
 * How often a cashier page asks again while a deposit or withdrawal it shows is still moving. The
 * member's event stream brings each change at once; this only covers a stream that is down (a
 * proxy that buffers it, a network that drops it) without a reload.
 */
export const CASHIER_FALLBACK_REFETCH_MS = 60_000;
