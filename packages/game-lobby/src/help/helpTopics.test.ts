import { describe, expect, it } from 'vitest';
import { footerHelpTopics, helpTopicPath } from './helpTopics';

const topic = (tag: string) => ({ tag, title: tag.toUpperCase(), content: '' });

describe('help topics (§2.5, §2.7)', () => {
  it('links each topic to /help#tag', () => {
    expect(helpTopicPath({ tag: 'faq' })).toBe('/help#faq');
  });

  it('the footer takes items 2 to 4', () => {
    const topics = ['vip', 'faq', 'newbie', 'about', 'deposit', 'game'].map(topic);
    expect(footerHelpTopics(topics).map((t) => t.tag)).toEqual(['faq', 'newbie', 'about']);
    expect(footerHelpTopics(topics.slice(0, 2)).map((t) => t.tag)).toEqual(['faq']);
    expect(footerHelpTopics([])).toEqual([]);
  });
});
