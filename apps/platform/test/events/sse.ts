import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { EventSourceMessage } from 'eventsource-parser';

/** One member's stream as a test reads it: the next message, in order, or an error at its end. */
export interface EventStream {
  next(): Promise<EventSourceMessage>;
  close(): void;
}

/**
 * Opens the event stream with fetch (the way the browser's client does: headers, not cookies)
 * and answers either the stream or the refusal's status and envelope.
 */
export async function openStream(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; json?: unknown; stream?: EventStream }> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) {
    return { status: response.status, json: await response.json() };
  }
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  return {
    status: response.status,
    stream: {
      async next() {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        return value;
      },
      close: () => controller.abort(),
    },
  };
}
