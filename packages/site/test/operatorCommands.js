import { commands } from 'vitest/browser';
/** Browser side of the operator CLI (test/commands.ts runs it in node). */
export function operator(command, args = []) {
  return commands.operator(command, args);
}
export function outbox(limit = 20) {
  return operator('outbox', ['--limit', String(limit)]);
}
/** The code of the newest SMS sent to a number ending in `mobile` (the platform's outbox). */
export async function latestSmsCode(mobile) {
  const message = (await outbox(50)).find((m) => m.channel === 'sms' && m.to.endsWith(mobile));
  const code = message?.body.match(/code is (\d+)/)?.[1];
  if (!code) throw new Error(`no SMS code sent to ${mobile} in the outbox`);
  return code;
}
export function setStatus(merchantCode, status) {
  return operator('status', [merchantCode, status]);
}
export async function captchaAnswer(captchaId) {
  return (await operator('captcha-answer', [captchaId])).answer;
}
