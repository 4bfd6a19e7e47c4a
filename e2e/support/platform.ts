// The operator's side of the end-to-end tests: run the platform's operator CLI against the platform
// serving a brand, exactly as an operator would (`pnpm --filter @lobbykit/platform cli …` with the
// same PLATFORM_DATA_DIR reaches the running platform through the socket in its data folder).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrandUnderTest } from './brands';
import { repoRoot } from './brands';

const run = promisify(execFile);
const platformDir = path.join(repoRoot, 'apps', 'platform');

export class OperatorError extends Error {}

/**
 * Runs one operator command with `--json` and returns its result. The CLI is started with node and
 * tsx directly, as the package's `cli` script does, to save pnpm's start-up on every call.
 */
export async function operator<T = unknown>(
  brand: Pick<BrandUnderTest, 'id' | 'dataDir'>,
  ...args: string[]
): Promise<T> {
  if (!brand.dataDir) {
    throw new OperatorError(
      `no data folder for ${brand.id}: set E2E_DATA_DIR_${brand.id.toUpperCase()} next to its base URL`,
    );
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_DATA_DIR: brand.dataDir };
  // The operator channel exists only on PGlite; the e2e platforms never use PostgreSQL.
  delete env.DATABASE_URL;
  try {
    // 120 s: a CLI start (tsx) beside two platforms and two browsers once took over 60 s in CI.
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', ...args, '--json'],
      { cwd: platformDir, env, timeout: 120_000, maxBuffer: 8 * 1024 * 1024 },
    );
    const line = stdout.trim().split('\n').pop() ?? '';
    return JSON.parse(line) as T;
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    throw new OperatorError(
      `operator ${args.join(' ')} failed: ${failed.stderr?.trim() || failed.message}`,
    );
  }
}

export interface DemoAccount {
  role: 'member' | 'agent' | 'downline 1' | 'downline 2' | 'trial';
  account: string;
  password: string;
  type: number;
  inviteCode: string;
  /** `+81 9012345678` for the member, empty for the others. */
  mobile: string;
}

export interface DemoAccounts {
  member: DemoAccount & { dialingCode: string; mobileNum: string };
  agent: DemoAccount;
  downlines: DemoAccount[];
  trial: DemoAccount;
}

/** `seed-demo <merchant>`: new accounts with the passwords the command prints once. */
export async function seedDemo(
  brand: BrandUnderTest,
  /** Another merchant of this platform (the operator's other brand), and the member's mobile. */
  options: { merchantCode?: string; mobile?: string } = {},
): Promise<DemoAccounts> {
  const { members } = await operator<{ merchant: string; members: DemoAccount[] }>(
    brand,
    'seed-demo',
    options.merchantCode ?? brand.merchantCode,
    ...(options.mobile ? ['--mobile', options.mobile] : []),
  );
  const find = (role: DemoAccount['role']) => {
    const found = members.find((m) => m.role === role);
    if (!found) throw new OperatorError(`seed-demo made no ${role}`);
    return found;
  };
  const member = find('member');
  const mobile = /^\+(\d{1,4}) (\d{8,11})$/.exec(member.mobile);
  if (!mobile?.[1] || !mobile[2]) throw new OperatorError(`seed-demo member has no mobile`);
  return {
    member: { ...member, dialingCode: mobile[1], mobileNum: mobile[2] },
    agent: find('agent'),
    downlines: [find('downline 1'), find('downline 2')],
    trial: find('trial'),
  };
}

interface OutboxRow {
  id: number;
  at: string;
  channel: 'sms' | 'email';
  to: string;
  body: string;
}

/** The newest outbox message id, to wait for messages sent after it. */
export async function outboxMark(brand: BrandUnderTest): Promise<number> {
  const rows = await operator<OutboxRow[]>(brand, 'outbox', '--limit', '1');
  return rows[0]?.id ?? 0;
}

/**
 * The code of the newest SMS to `+<dialingCode><mobileNum>` sent after `after` (an outboxMark),
 * read from the platform's outbox like a player reads their phone. Waits a little for it.
 */
export async function latestSmsCode(
  brand: BrandUnderTest,
  dialingCode: string,
  mobileNum: string,
  after = 0,
): Promise<string> {
  const to = `+${dialingCode}${mobileNum}`;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const rows = await operator<OutboxRow[]>(brand, 'outbox', '--limit', '50');
    const sms = rows.find((r) => r.channel === 'sms' && r.to === to && r.id > after);
    const code = sms ? /\b(\d{6})\b/.exec(sms.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new OperatorError(`no SMS to ${to} after outbox message ${after}`);
}

/**
 * The code of the newest e-mail to `to` sent after `after` (an outboxMark), read from the
 * platform's outbox like a player reads their mailbox (the security centre's e-mail codes).
 */
export async function latestEmailCode(
  brand: BrandUnderTest,
  to: string,
  after = 0,
): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const rows = await operator<OutboxRow[]>(brand, 'outbox', '--limit', '50');
    const mail = rows.find((r) => r.channel === 'email' && r.to === to && r.id > after);
    const code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new OperatorError(`no e-mail to ${to} after outbox message ${after}`);
}

export type SystemStatusName = 'normal' | 'maintenance' | 'region-restricted';

/** `status <merchant> normal|maintenance|region-restricted` (§4). */
export async function setSystemStatus(
  brand: BrandUnderTest,
  status: SystemStatusName,
): Promise<void> {
  await operator(brand, 'status', brand.merchantCode, status);
}

/** `region <merchant> --cidr …` blocks address ranges (§6); `clearRegionRules` lifts them. */
export async function blockRanges(brand: BrandUnderTest, ...cidrs: string[]): Promise<void> {
  await operator(brand, 'region', brand.merchantCode, ...cidrs.flatMap((c) => ['--cidr', c]));
}

export async function clearRegionRules(brand: BrandUnderTest): Promise<void> {
  await operator(brand, 'region', brand.merchantCode, '--clear');
}

/** The answer of a live captcha (`captcha-answer`), so a test can get past it as a player would. */
export async function captchaAnswer(brand: BrandUnderTest, captchaId: string): Promise<string> {
  const { answer } = await operator<{ answer: string }>(brand, 'captcha-answer', captchaId);
  return answer;
}

/** `messages send`: puts a message in a member's inbox. */
export async function sendMessage(
  brand: BrandUnderTest,
  account: string,
  title: string,
  content: string,
): Promise<void> {
  await operator(
    brand,
    'messages',
    'send',
    brand.merchantCode,
    account,
    '--title',
    title,
    '--content',
    content,
  );
}
