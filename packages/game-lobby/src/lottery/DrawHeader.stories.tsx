import type { Meta, StoryObj } from '@storybook/react-vite';
import { fastBoard } from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import { DrawHeader } from './DrawHeader';

// A fixed "now": the countdown shows the same figure on every run.
const now = Date.parse('2026-11-28T17:00:00Z');
const drawClosingIn = (ms: number) => fastBoard(now, ms).draws[0] ?? null;

const meta = {
  title: 'game-lobby/lottery/DrawHeader',
  component: DrawHeader,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  args: { gameName: 'Fast 3', draw: drawClosingIn(150_000), now, offset: 0 },
} satisfies Meta<typeof DrawHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draw 4102 taking bets, 2:30 left, with the seed hash published before the close. */
export const Open: Story = {};

/** The last 30 seconds: the countdown is marked as closing. */
export const Closing: Story = { args: { draw: drawClosingIn(20_000) } };

/** Between a close and the next draw's arrival. */
export const Closed: Story = { args: { draw: null } };

/** The device's clock 40 s fast: the time left is still the platform's. */
export const DeviceClockAhead: Story = { args: { now: now + 40_000, offset: -40_000 } };
