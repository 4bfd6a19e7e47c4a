import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberCatalogs, memberFrame } from '../../test/storyFrame';
import { RealityCheckDialog } from './RealityCheck';

// A fixed login time and "now": the story shows the same figures on every run.
const now = Date.parse('2026-11-27T12:00:00.000Z');

const meta = {
  title: 'member-center/RealityCheck',
  component: RealityCheckDialog,
  loaders: [memberCatalogs],
  decorators: [memberFrame],
  parameters: { memberApi: () => ({}) },
  args: {
    summary: {
      since: new Date(now - 80 * 60_000).toISOString(),
      rounds: 214,
      stakes: '12500',
      net: '-3150',
      realityCheckMinutes: 20,
      endsAt: null,
    },
    now,
    onContinue: () => undefined,
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Due after 1 hour 20 minutes of play, the member down on the session. */
export const Due: Story = {};

/** A short session with a win. */
export const Ahead: Story = {
  args: {
    summary: {
      since: new Date(now - 10 * 60_000).toISOString(),
      rounds: 12,
      stakes: '600',
      net: '1250',
      realityCheckMinutes: 10,
      endsAt: new Date(now + 50 * 60_000).toISOString(),
    },
  },
};
