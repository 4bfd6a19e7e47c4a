import { z } from 'zod';
import { walletBalanceSchema } from '../calls/wallet';
import { timestampSchema } from '../core/wire';
import { depositStates } from '../rules/deposit';
import { withdrawalStates } from '../rules/withdrawal';
import { withdrawalIdSchema } from '../calls/withdrawal';
import { contractSchema } from '../calls/contracts';

/**
 * Issue 15: the member's event stream, Server-Sent Events on one GET with the session's headers
 * (Authorization, Merchant) like every T call. Each event is one SSE message: `id` is the event's
 * per-member sequence number, `event` its type, `data` the JSON below. A client that reconnects
 * sends the last sequence it saw as `Last-Event-ID` and receives every event after it, in order.
 * The stream opens with a `hello` message (no id) naming the newest sequence; `reset` says that
 * events after the client's sequence are no longer kept, so the client reads its state afresh.
 */
export { EVENT_HEARTBEAT_SECONDS, EVENT_STREAM_PATH } from './streamPath';

const sequence = z.number().int().min(1);

/** Why the platform ended a session; the client says it in the member's language. */
export const sessionEndReasons = [
  'logout',
  'revoked',
  'password-changed',
  'self-excluded',
  'time-limit',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

const base = { seq: sequence, at: timestampSchema };

/** Money moved on one of the member's wallets. The balance is read when the event is sent. */
export const balanceEventSchema = z
  .object({
    ...base,
    type: z.literal('balance'),
    /** The member's balance as read when the event was sent: at or after this change. */
    balance: walletBalanceSchema,
  })
  .meta({ id: 'BalanceEvent' });

export const messageEventSchema = z
  .object({
    ...base,
    type: z.literal('message'),
    /** Unread messages in the inbox as read when the event was sent. */
    unread: z.number().int().min(0),
  })
  .meta({ id: 'MessageEvent' });

/** §2.8 socket-event popup: an operator's message to a logged-in member. */
export const popupEventSchema = z
  .object({
    ...base,
    type: z.literal('popup'),
    title: z.string().max(200),
    body: z.string().max(4000),
  })
  .meta({ id: 'PopupEvent' });

/** This session has ended: the client logs out in every tab and says why. */
export const sessionEndedEventSchema = z
  .object({
    ...base,
    type: z.literal('session-ended'),
    reason: z.enum(sessionEndReasons),
  })
  .meta({ id: 'SessionEndedEvent' });

/** One of the member's deposits changed state (pending, credited, rejected, expired...). */
export const depositEventSchema = z
  .object({
    ...base,
    type: z.literal('deposit'),
    id: z.number().int(),
    state: z.enum(depositStates),
  })
  .meta({ id: 'DepositEvent' });

/** One of the member's withdrawals changed state (a step of its timeline). */
export const withdrawalEventSchema = z
  .object({
    ...base,
    type: z.literal('withdrawal'),
    id: withdrawalIdSchema,
    state: z.enum(withdrawalStates),
  })
  .meta({ id: 'WithdrawalStateEvent' });

/**
 * A contract of the member was offered, answered, terminated or settled (§2.8 contract popup):
 * the contract as it stood after that change (its terms never change; a settlement's figures are
 * final).
 */
export const contractEventSchema = z
  .object({
    ...base,
    type: z.literal('contract'),
    contract: contractSchema,
  })
  .meta({ id: 'ContractEvent' });

export const memberEventSchema = z
  .discriminatedUnion('type', [
    balanceEventSchema,
    messageEventSchema,
    popupEventSchema,
    sessionEndedEventSchema,
    depositEventSchema,
    withdrawalEventSchema,
    contractEventSchema,
  ])
  .meta({ id: 'MemberEvent' });
export type MemberEvent = z.infer<typeof memberEventSchema>;
export type MemberEventType = MemberEvent['type'];
export const memberEventTypes = memberEventSchema.options.map(
  (option) => option.shape.type.value,
) as MemberEventType[];

/** §4 the merchant's system status, by name (0 normal, 1 maintenance, 2 region restricted). */
export const systemStatusNames = ['normal', 'maintenance', 'region-restricted'] as const;
export type SystemStatusName = (typeof systemStatusNames)[number];

/** The first message of every stream. */
export const streamHelloSchema = z
  .object({
    /** The newest sequence of the member's events (0: none yet). */
    seq: z.number().int().min(0),
    /** True when events after the client's Last-Event-ID are gone: read state afresh. */
    reset: z.boolean(),
    /**
     * The merchant's §4 status as the stream opens. A change while the client had no stream (a
     * reconnect, or between the page's permission read and the first stream) sent no `system`
     * message: a client showing another status reads the permission call again.
     */
    status: z.enum(systemStatusNames),
  })
  .meta({ id: 'EventStreamHello' });
export type StreamHello = z.infer<typeof streamHelloSchema>;

/**
 * Issue 15 "system status changed": the merchant's §4 status changed while the stream was open.
 * An `event: system` message with no id, like hello: it is the merchant's state, not one of the
 * member's events, so it has no sequence and is not replayed. The client reads the permission
 * call again (maintenance and region rules decide what the site shows); a client that was
 * offline reads it on its next load.
 */
export const streamSystemSchema = z
  .object({ status: z.enum(systemStatusNames) })
  .meta({ id: 'EventStreamSystem' });
export type StreamSystem = z.infer<typeof streamSystemSchema>;
