import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { ApiError } from '@lobbykit/api-client';
import { sessionCatalog } from '@lobbykit/session/catalog';
import { lotteryCatalog } from './catalog';
import { placeMessage } from './placeMessages';

const refused = (kind: ApiError['kind'], errorCode?: ApiError['errorCode']) =>
  new ApiError({
    kind,
    callName: 'lotteryBet',
    message: 'from the platform',
    ...(errorCode ? { errorCode } : {}),
  });

// Messages compile from their English source when no catalog is loaded.
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the message of a refused slip', () => {
  it('says what became of the slip where it has words of its own', () => {
    expect(placeMessage(en, refused('server', 'INSUFFICIENT_FUNDS'))).toBe(
      'Your balance is not enough for this slip.',
    );
    expect(placeMessage(en, refused('network'))).toBe(
      'The connection failed. Your slip is kept: place it again, nothing is staked twice.',
    );
  });

  it('reads every other refusal from the §8 map, in English and Japanese', async () => {
    expect(placeMessage(en, refused('server', 'SELF_EXCLUDED'))).toBe(
      'You have taken a time-out or excluded yourself from play. Login and play are closed until it ends.',
    );
    const loaded = await Promise.all([lotteryCatalog('ja'), sessionCatalog('ja')]);
    const messages = Object.assign(
      {},
      ...loaded.map((m) => (m as { messages: Messages }).messages),
    );
    const ja = setupI18n({ locale: 'ja', messages: { ja: messages } });
    expect(placeMessage(ja, refused('server', 'SYSTEM_MAINTENANCE'))).toBe(
      'システムメンテナンス中です。',
    );
    expect(placeMessage(ja, refused('server', 'INSUFFICIENT_FUNDS'))).toMatch(/残高/);
  });
});
