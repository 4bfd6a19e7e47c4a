import { avatarIds, defaultAvatarId } from '@lobbykit/api-contract';
import type { AvatarId, MemberIcon } from '@lobbykit/api-contract';

/** A disc per avatar id, drawn in place: component tests have no platform to load files from. */
const picture = (id: string, index: number) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" data-avatar="${id}"><circle cx="32" cy="32" r="32" fill="hsl(${index * 30} 60% 35%)"/></svg>`,
  );

/**
 * The two avatar calls in memory, answering as the platform does (its own tests check the real
 * ones); `failNext` makes the next save fail. UI tests only: the saves it saw are kept.
 */
export function fakeAvatars() {
  let chosen: AvatarId = defaultAvatarId;
  let failNext: Error | null = null;
  const saves: string[] = [];
  const avatar = (id: AvatarId) => ({ id, url: picture(id, avatarIds.indexOf(id)) });
  const answer = (): MemberIcon => ({
    vipLevel: 1,
    iconId: 'vip1',
    url: '/images/vip/vip1.svg',
    avatar: avatar(chosen),
    avatars: avatarIds.map(avatar),
  });
  const api = {
    memberInfoIcon: async () => answer(),
    memberInfoIconUpdate: async ({ avatarId }: { avatarId: AvatarId }) => {
      saves.push(avatarId);
      if (failNext) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      chosen = avatarId;
      return answer();
    },
  };
  return {
    api,
    saves,
    failNextSave: (error: Error) => {
      failNext = error;
    },
    urlOf: (id: AvatarId) => avatar(id).url,
  };
}
