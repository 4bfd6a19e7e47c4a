import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the site tests' platform lives: one free port and one fresh data folder per test run,
 * chosen when the config loads (the proxy needs the port) and handed to the global setup and the
 * browser commands through the environment of the same vitest process.
 */
export interface TestPlatformEnv {
  port: number;
  dataDir: string;
}

const PORT_VAR = 'LOBBYKIT_SITE_TEST_PORT';
const DATA_VAR = 'LOBBYKIT_SITE_TEST_DATA_DIR';

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port below Linux's ephemeral range (32768+): a port the kernel hands out (listen 0)
 * can be taken again by any outgoing connection before the platform binds it.
 */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000');
}

/** Picks the port and data folder once per process; later calls return the same. */
export async function testPlatformEnv(): Promise<TestPlatformEnv> {
  process.env[PORT_VAR] ??= String(await freePort());
  process.env[DATA_VAR] ??= mkdtempSync(join(tmpdir(), 'lobbykit-site-test-'));
  return readTestPlatformEnv();
}

export function readTestPlatformEnv(): TestPlatformEnv {
  const port = Number(process.env[PORT_VAR]);
  const dataDir = process.env[DATA_VAR];
  if (!port || !dataDir) throw new Error('testPlatformEnv() has not run in this process');
  return { port, dataDir };
}
