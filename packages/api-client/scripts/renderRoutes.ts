import { join } from 'node:path';
import {
  ENCRYPTED_CONTENT_TYPE,
  ENCRYPTED_HEADER,
  ENCRYPTED_HEADER_VALUE,
  ENCRYPTION_ALG,
  ENCRYPTION_ENC,
  callList,
} from '@lobbykit/api-contract';
import { format, resolveConfig } from 'prettier';

export const routesFile = join(import.meta.dirname, '../src/routes.ts');

/** The source of src/routes.ts for the contract as it is now, formatted like the repository. */
export async function renderRoutes(): Promise<string> {
  const rows = [...callList]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (call) =>
        `  ${call.name}: [${JSON.stringify(call.method)}, ${JSON.stringify(call.path)}, ${call.token === 'optional' ? 2 : call.token ? 1 : 0}, ${call.encrypted ? 1 : 0}${call.body === 'multipart' ? `, ${JSON.stringify(Object.keys(call.files ?? {}))}` : ''}],`,
    );
  const source = `// Generated from @lobbykit/api-contract by \`pnpm --filter @lobbykit/api-client routes\`; do not edit.
// The client needs only each call's method, path, its T and E flags and a multipart call's file
// parts at run time; the contract's zod schemas (and zod) load only through
// \`@lobbykit/api-client/validation\`, so they stay out of the site's first page. A call added to
// the contract and missing here fails the typecheck below.
import type { CallName } from '@lobbykit/api-contract';

/**
 * [method, path, token (T: 1, optional: 2), encrypted (E), and for a multipart call the names of
 * its file parts]
 */
export type CallRoute = readonly [
  'GET' | 'POST' | 'PUT' | 'DELETE',
  string,
  0 | 1 | 2,
  0 | 1,
  (readonly string[])?,
];

export const callRoutes = {
${rows.join('\n')}
} as const satisfies { readonly [K in CallName]: CallRoute };

/**
 * The E-call wire form (the contract's core/encryption.ts, whose module also builds zod schemas,
 * so importing the constants from there would bring zod along).
 */
export const encryptedWire = {
  header: ${JSON.stringify(ENCRYPTED_HEADER)},
  headerValue: ${JSON.stringify(ENCRYPTED_HEADER_VALUE)},
  contentType: ${JSON.stringify(ENCRYPTED_CONTENT_TYPE)},
  alg: ${JSON.stringify(ENCRYPTION_ALG)},
  enc: ${JSON.stringify(ENCRYPTION_ENC)},
} as const;
`;
  const options = await resolveConfig(routesFile);
  return format(source, { ...options, filepath: routesFile });
}
