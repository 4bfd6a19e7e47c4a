import type { MemberIcon } from '@lobbykit/api-contract';
import { platformQuery } from '../query/platformQuery.js';
import type { PlatformQueryContext } from '../query/platformQuery.js';

/** The member's pictures' own part of its key. */
export const MEMBER_ICON_KEY = ['memberIcon'] as const;

/**
 * The member's avatar and VIP level image with the avatars to choose from (issue 14 item 2): the
 * header, the member centre's menu and the avatar picker share this one read; choosing an avatar
 * puts the answer of the change in its place. §6: not asked for trial players or visitors.
 */
export function memberIconQuery(context: PlatformQueryContext) {
  return platformQuery<MemberIcon>(
    context,
    MEMBER_ICON_KEY,
    (signal) => context.api.memberInfoIcon(undefined, { signal }),
    // Changes only when the member chooses (the picker writes the answer here) or levels up.
    { memberOnly: true, staleTime: 10 * 60_000 },
  );
}
