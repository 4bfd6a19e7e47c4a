import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AvatarId } from '@lobbykit/api-contract';

/** Each avatar's accessible name (issue 14 item 2): what the picture shows. */
export const avatarNames: Record<AvatarId, MessageDescriptor> = {
  star: msg`Star`,
  moon: msg`Moon`,
  sun: msg`Sun`,
  planet: msg`Planet`,
  rocket: msg`Rocket`,
  comet: msg`Comet`,
  mountain: msg`Mountain`,
  wave: msg`Wave`,
  leaf: msg`Leaf`,
  clover: msg`Clover`,
  diamond: msg`Diamond`,
  crown: msg`Crown`,
};
