import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PlayTime as PlayTimeSettings } from '@lobbykit/api-contract';
import { memberCatalogs, memberFrame } from '../../test/storyFrame';
import { PlayTime } from './PlayTime';

/** The play-time call in memory: a longer limit waits 24 hours, as the platform answers. */
function fakePlayTime() {
  return {
    memberPlayTimeSet: async (input: {
      realityCheckMinutes: PlayTimeSettings['realityCheckMinutes'];
      sessionLimitMinutes: number | null;
    }): Promise<PlayTimeSettings> => ({
      realityCheckMinutes: input.realityCheckMinutes,
      sessionLimitMinutes: input.sessionLimitMinutes,
      sessionLimitPending: null,
    }),
  };
}

const meta = {
  title: 'member-center/responsible-gambling/PlayTime',
  component: PlayTime,
  loaders: [memberCatalogs],
  decorators: [memberFrame],
  parameters: { memberApi: fakePlayTime },
  args: {
    settings: { realityCheckMinutes: null, sessionLimitMinutes: null, sessionLimitPending: null },
    // A fixed text for the pending change's time, the same in every time zone.
    when: () => '2026-11-28 21:00',
  },
} satisfies Meta<typeof PlayTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither is set. */
export const Off: Story = {};

/** A reality check every 30 minutes and a 2-hour session limit, in force. */
export const InForce: Story = {
  args: {
    settings: { realityCheckMinutes: 30, sessionLimitMinutes: 120, sessionLimitPending: null },
  },
};

/** A longer limit asked for: it waits its 24 hours, shown with when it applies. */
export const LongerLimitPending: Story = {
  args: {
    settings: {
      realityCheckMinutes: 60,
      sessionLimitMinutes: 120,
      sessionLimitPending: { minutes: 360, from: '2026-11-28T12:00:00.000Z' },
    },
  },
};
