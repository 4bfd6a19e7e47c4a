import { readFileSync } from 'node:fs';
import { calls } from '@lobbykit/api-contract';
import { describe, expect, it } from 'vitest';
import { renderRoutes, routesFile } from '../scripts/renderRoutes';
import { callRoutes } from './routes';

const tokenFlag = (flag: 0 | 1 | 2) => (flag === 2 ? 'optional' : flag === 1);

describe('callRoutes', () => {
  it('is the contract table as it is now (regenerate with pnpm --filter @lobbykit/api-client routes)', async () => {
    expect(readFileSync(routesFile, 'utf8')).toBe(await renderRoutes());
  });

  it('carries every call with its method, path and T and E flags', () => {
    expect(Object.keys(callRoutes).sort()).toEqual(Object.keys(calls).sort());
    for (const call of Object.values(calls)) {
      const [method, path, token, encrypted] = callRoutes[call.name as keyof typeof callRoutes];
      expect({ method, path, token: tokenFlag(token), encrypted: encrypted === 1 }).toEqual({
        method: call.method,
        path: call.path,
        token: call.token,
        encrypted: call.encrypted,
      });
    }
  });
});
