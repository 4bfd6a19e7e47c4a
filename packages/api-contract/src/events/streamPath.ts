// Kept apart from the event schemas: a browser client needs the path, and importing it from a
// module of zod schemas would bring zod into the site's first page (issue 17's budget).

/**
 * Issue 15: the member's event stream, Server-Sent Events on one GET with the session's headers
 * (Authorization, Merchant) like every T call (the messages: memberEvents.ts).
 */
export const EVENT_STREAM_PATH = '/wps/member/events';

/** Seconds between heartbeats (an SSE comment line) when nothing else is sent. */
export const EVENT_HEARTBEAT_SECONDS = 15;
