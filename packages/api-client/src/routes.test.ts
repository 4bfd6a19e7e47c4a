import { readFileSync } from 'node:fs';
import { calls } from '@lobbykit/api-contract';
import { describe, expect, it } from 'vitest';
import { renderRoutes, routesFile } from '../scripts/renderRoutes';
import { callRoutes } from './routes';
import type { CallRoute } from './routes';

const tokenFlag = (flag: 0 | 1 | 2) => (flag === 2 ? 'optional' : flag === 1);

describe('callRoutes', () => {
  it('is the contract table as it is now (regenerate with pnpm --filter @lobbykit/api-client routes)', async () => {
    expect(readFileSync(routesFile, 'utf8')).toBe(await renderRoutes());
    // Rendering runs Prettier: 5.9 s in a loaded CI run on 2 cores. Not a speed check.
  }, 60_000);

  it('carries every call with its method, path, T and E flags and file parts', () => {
    expect(Object.keys(callRoutes).sort()).toEqual(Object.keys(calls).sort());
    for (const call of Object.values(calls)) {
      const [method, path, token, encrypted, files] = callRoutes[
        call.name as keyof typeof callRoutes
      ] as CallRoute;
      expect({ method, path, token: tokenFlag(token), encrypted: encrypted === 1, files }).toEqual({
        method: call.method,
        path: call.path,
        token: call.token,
        encrypted: call.encrypted,
        // Issue 13 item 5: a multipart call carries its file parts' names.
        files: call.body === 'multipart' ? Object.keys(call.files ?? {}) : undefined,
      });
    }
  });
});
