import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createLedger } from '../modules/wallet/index';
import { createRepos } from '../repos';
import { openDatabaseFor } from '../app';
import { defaultDataDir } from '../db/index';
import { operatorSocketPath } from '../operator/channel';
import { UsageError } from './command';
import { findCommand, operatorCommands } from './registry';
import type { AnyOperatorCommand } from './registry';

function usage(): string {
  return [
    'Usage: pnpm --filter @lobbykit/platform cli <command> [args] [--json]',
    '',
    ...operatorCommands.map((c) => `  ${c.usage.padEnd(60)} ${c.summary}`),
  ].join('\n');
}

interface ChannelAnswer {
  ok: boolean;
  result?: unknown;
  message?: string;
}

/** Sends the command to a running platform; null when none listens on the socket. */
function viaChannel(
  socketPath: string,
  command: string,
  params: unknown,
): Promise<ChannelAnswer | null> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ command, params });
    const req = request(
      {
        socketPath,
        path: '/run',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChannelAnswer);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    // A socket file left by a platform that died: nobody answers, so open the database here.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(null) : reject(error),
    );
    req.end(body);
  });
}

/** Runs the command directly on the database (no platform running, or PostgreSQL). */
async function direct(command: AnyOperatorCommand, params: unknown): Promise<unknown> {
  const handle = await openDatabaseFor({});
  try {
    const context = {
      db: handle.db,
      repos: createRepos(handle.db),
      ledger: createLedger(handle.db),
    };
    return await command.run(context, params);
  } finally {
    await handle.close();
  }
}

async function main(argv: string[]): Promise<number> {
  // --json anywhere prints the command's result as JSON, for scripts and end-to-end tests.
  const json = argv.includes('--json');
  const [name, ...args] = argv.filter((arg) => arg !== '--json');
  if (!name || name === 'help' || name === '--help') {
    console.log(usage());
    return name ? 0 : 1;
  }
  const command = findCommand(name);
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${usage()}`);
    return 1;
  }
  let params: unknown;
  try {
    params = command.parse(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`Usage: ${command.usage}\n${error.message}`);
      return 1;
    }
    throw error;
  }
  let result: unknown;
  const dataDir = process.env.PLATFORM_DATA_DIR ?? defaultDataDir;
  const socketPath = operatorSocketPath(dataDir);
  const answer =
    !process.env.DATABASE_URL && existsSync(socketPath)
      ? await viaChannel(socketPath, name, params)
      : null;
  if (answer) {
    if (!answer.ok) {
      console.error(answer.message ?? 'The command failed.');
      return 1;
    }
    result = answer.result;
  } else {
    try {
      result = await direct(command, params);
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      return 1;
    }
  }
  console.log(json ? JSON.stringify(result) : command.format(result));
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
