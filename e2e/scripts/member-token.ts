// A logged-in member's session token for a platform that runs on a data folder of ours, for
// `pnpm lighthouse --login` (scripts/lighthouse.mjs), which measures member-only pages (§6: the
// lottery pages need a token). It seeds a member with the operator CLI (`seed-demo`, through the
// running platform's operator socket in the data folder), logs it in through the platform's real
// login call (encrypted, as the site sends it, by @lobbykit/api-client), and prints one JSON line:
// { "account": …, "token": … }.
//
//   node --import tsx scripts/member-token.ts <origin> <merchantCode> <dataDir>
import { createApiClient } from '@lobbykit/api-client';
import { operator } from '../support/platform';

const [origin, merchantCode, dataDir] = process.argv.slice(2);
if (!origin || !merchantCode || !dataDir) {
  console.error('usage: member-token.ts <origin> <merchantCode> <dataDir>');
  process.exit(2);
}

const { members } = await operator<{
  members: { role: string; account: string; password: string }[];
}>({ id: merchantCode, dataDir }, 'seed-demo', merchantCode);
const member = members.find((m) => m.role === 'member');
if (!member) throw new Error('seed-demo made no member');

const api = createApiClient({
  baseUrl: origin,
  merchant: merchantCode,
  getToken: () => null,
  getLanguage: () => 'EN',
});
const login = await api.sessionLogin({
  username: member.account,
  password: member.password,
  type: 'username',
});
console.log(JSON.stringify({ account: member.account, token: login.token }));
