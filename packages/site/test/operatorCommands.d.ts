/** Browser side of the operator CLI (test/commands.ts runs it in node). */
export declare function operator<T = unknown>(command: string, args?: string[]): Promise<T>;
export interface OutboxMessage {
  id: number;
  at: string;
  channel: string;
  to: string;
  body: string;
}
export declare function outbox(limit?: number): Promise<OutboxMessage[]>;
/** The code of the newest SMS sent to a number ending in `mobile` (the platform's outbox). */
export declare function latestSmsCode(mobile: string): Promise<string>;
export declare function setStatus(
  merchantCode: string,
  status: 'normal' | 'maintenance' | 'region-restricted',
): Promise<unknown>;
export declare function captchaAnswer(captchaId: string): Promise<string>;
