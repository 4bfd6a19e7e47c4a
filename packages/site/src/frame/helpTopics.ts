import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { ResponseOf, calls } from '@lobbykit/api-contract';
import { apiAtom, languageAtom } from '@lobbykit/session';

export type HelpTopic = ResponseOf<typeof calls.systemHelpCenter>['topics'][number];

/**
 * §2.5, §7.4 help content (lang, device WEB): the side menu's player guide and the footer's help
 * links. Keyed by language, so a language change refetches by itself.
 */
export const helpTopicsAtom = atom(async (get): Promise<HelpTopic[]> => {
  const { topics } = await get(apiAtom).systemHelpCenter({
    lang: get(languageAtom),
    device: 'WEB',
  });
  return topics;
});

export type HelpTopicsState =
  { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; data: HelpTopic[] };

const settledHelpTopicsAtom = atom(async (get): Promise<HelpTopicsState> => {
  try {
    return { state: 'hasData', data: await get(helpTopicsAtom) };
  } catch {
    return { state: 'hasError' };
  }
});

/** The topics without suspending or throwing: a help link is never worth blocking the frame. */
export const helpTopicsLoadableAtom = unwrap(
  settledHelpTopicsAtom,
  // While another language loads, the last topics stay: no flicker, no shift.
  (previous?: HelpTopicsState): HelpTopicsState => previous ?? { state: 'loading' },
);

/** `/help#tag`: the help centre opens at the topic's anchor (§2.1, §2.5). */
export function helpTopicPath(topic: Pick<HelpTopic, 'tag'>): string {
  return `/help#${topic.tag}`;
}

/** §2.7 the footer links to help content items 2 to 4. */
export function footerHelpTopics(topics: readonly HelpTopic[]): HelpTopic[] {
  return topics.slice(1, 4);
}
