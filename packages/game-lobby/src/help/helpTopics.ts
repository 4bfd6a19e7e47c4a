import { useAtomValue } from 'jotai';
import type { ResponseOf, calls } from '@lobbykit/api-contract';
import { platformQuery, platformQueryContextAtom, useQuery } from '@lobbykit/session';

export type HelpTopic = ResponseOf<typeof calls.systemHelpCenter>['topics'][number];

export type HelpTopicsState =
  { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; data: HelpTopic[] };

/**
 * §2.5, §7.4 help content (lang, device WEB): the side menu's player guide, the footer's help
 * links and the help centre. Never thrown or suspended: a help link is never worth blocking the
 * frame. While another language loads, the last topics stay: no flicker, no shift.
 */
export function useHelpTopics(): HelpTopicsState {
  const context = useAtomValue(platformQueryContextAtom);
  const topics = useQuery({
    ...platformQuery(context, ['helpTopics'], async (signal) => {
      const { topics } = await context.api.systemHelpCenter(
        { lang: context.language, device: 'WEB' },
        { signal },
      );
      return topics;
    }),
    placeholderData: (previous) => previous,
  });
  if (topics.data) return { state: 'hasData', data: topics.data };
  return topics.isError ? { state: 'hasError' } : { state: 'loading' };
}

/** `/help#tag`: the help centre opens at the topic's anchor (§2.1, §2.5). */
export function helpTopicPath(topic: Pick<HelpTopic, 'tag'>): string {
  return `/help#${topic.tag}`;
}

/** §2.7 the footer links to help content items 2 to 4. */
export function footerHelpTopics(topics: readonly HelpTopic[]): HelpTopic[] {
  return topics.slice(1, 4);
}
