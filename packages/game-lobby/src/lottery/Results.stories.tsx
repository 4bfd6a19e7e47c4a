import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fastResults, fastVerify } from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import { Results } from './Results';

const now = Date.parse('2026-11-28T17:00:00Z');

const meta = {
  title: 'game-lobby/lottery/Results',
  component: Results,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  parameters: {
    lobbyApi: () => ({
      lotteryResults: async () => ({ results: fastResults(now) }),
      lotteryVerify: fastVerify(now),
    }),
  },
  args: { gameCode: 'FAST3', twoDigits: false },
  play: async ({ canvas }) => {
    await canvas.findByTestId('result-4101');
  },
} satisfies Meta<typeof Results>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last three draws, newest first, each with its numbers and "Verify". */
export const Drawn: Story = {};

/** The newest draw opened: its seed, the hash, the browser's and the platform's checks. */
export const Verified: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas, userEvent } = context;
    const result = await canvas.findByTestId('result-4101');
    const verify = result.querySelector('button');
    if (verify) await userEvent.click(verify);
    const checks = await canvas.findByTestId('verification-4101');
    await waitFor(() => expect(checks.querySelectorAll('dd')[3]?.textContent).not.toBe('…'));
    await waitFor(() => expect(checks.querySelectorAll('dd')[2]?.textContent).not.toBe('…'));
  },
};

/** A game with no draw drawn yet. */
export const NoDraws: Story = {
  parameters: { lobbyApi: () => ({ lotteryResults: async () => ({ results: [] }) }) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('list')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('heading').nextElementSibling?.textContent).not.toMatch(/…$/),
    );
  },
};
