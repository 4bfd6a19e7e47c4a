import { describe, expect, it } from 'vitest';
import { readSeamlessQuery, seamlessHref } from './seamlessAddress';

describe('the /seamless address (§2.1, §2.3 query fields)', () => {
  it('names the game by vendor and code, and reads back the same game', () => {
    const href = seamlessHref({ vassalage: 'PGS', gameCode: 'PGS-0007' });
    expect(href).toBe('/seamless?vassalage=PGS&gameCode=PGS-0007');
    const query = new URL(href, 'https://site.example').searchParams;
    expect(readSeamlessQuery(query)).toEqual({ vassalage: 'PGS', gameCode: 'PGS-0007' });
  });

  it('escapes codes with reserved characters and reads them back unchanged', () => {
    const game = { vassalage: 'TCG_RNG', gameCode: 'a&b=c d' };
    const query = new URL(seamlessHref(game), 'https://site.example').searchParams;
    expect(readSeamlessQuery(query)).toEqual(game);
  });

  it('names no game when a field is missing, empty or longer than the catalogue allows', () => {
    for (const search of [
      '',
      '?vassalage=PGS',
      '?gameCode=PGS-0007',
      '?vassalage=%20&gameCode=PGS-0007',
      `?vassalage=${'V'.repeat(33)}&gameCode=x`,
      `?vassalage=PGS&gameCode=${'x'.repeat(65)}`,
    ]) {
      expect(readSeamlessQuery(new URLSearchParams(search)), search).toBeNull();
    }
  });
});
