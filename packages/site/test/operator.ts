import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { readTestPlatformEnv } from './platformEnv.js';

export const repoRoot = join(import.meta.dirname, '../../..');

/**
 * The CLI's environment: the test platform's folder, and no DATABASE_URL, with which the CLI would
 * open that database instead of the platform's socket (a shell that exports it for the PostgreSQL
 * suite failed 61 site tests with "Unknown merchant"). The platform itself is started without it.
 */
function operatorEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return env;
}

/**
 * Runs an operator CLI command (apps/platform/src/cli) against the test platform, exactly as an
 * operator would; the CLI reaches the running platform through its operator socket. Returns the
 * command's `--json` result.
 */
export function runOperatorCommand(command: string, args: string[] = []): Promise<unknown> {
  const { dataDir } = readTestPlatformEnv();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/platform/src/cli/main.ts', command, ...args, '--json'],
      { cwd: repoRoot, env: operatorEnv(dataDir), timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`operator ${command} failed: ${stderr || error.message}`));
          return;
        }
        try {
          resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null'));
        } catch {
          reject(new Error(`operator ${command} printed no JSON: ${stdout}`));
        }
      },
    );
  });
}
