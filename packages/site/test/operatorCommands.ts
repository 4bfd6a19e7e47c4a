import { commands } from 'vitest/browser';

/** Browser side of the operator CLI (test/commands.ts runs it in node). */
export function operator<T = unknown>(command: string, args: string[] = []): Promise<T> {
  return commands.operator(command, args) as Promise<T>;
}

export interface OutboxMessage {
  id: number;
  at: string;
  channel: string;
  to: string;
  body: string;
}

export function outbox(limit = 20): Promise<OutboxMessage[]> {
  return operator<OutboxMessage[]>('outbox', ['--limit', String(limit)]);
}

/** The code of the newest SMS sent to a number ending in `mobile` (the platform's outbox). */
export async function latestSmsCode(mobile: string): Promise<string> {
  const message = (await outbox(50)).find((m) => m.channel === 'sms' && m.to.endsWith(mobile));
  const code = message?.body.match(/code is (\d+)/)?.[1];
  if (!code) throw new Error(`no SMS code sent to ${mobile} in the outbox`);
  return code;
}

export function setStatus(
  merchantCode: string,
  status: 'normal' | 'maintenance' | 'region-restricted',
): Promise<unknown> {
  return operator('status', [merchantCode, status]);
}

export async function captchaAnswer(captchaId: string): Promise<string> {
  return (await operator<{ answer: string }>('captcha-answer', [captchaId])).answer;
}
