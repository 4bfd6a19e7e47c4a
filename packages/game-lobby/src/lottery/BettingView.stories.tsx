import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  fastBoard,
  fastResults,
  fastVerify,
  lotteryBets,
  pagedBets,
  walletBalance,
} from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import { BettingView } from './BettingView';

/** The fast lottery's calls in memory: a draw closing in 2:30, three results, a member's bets. */
function fastLottery() {
  const now = Date.now();
  return () => ({
    lotteryOpenDraws: async () => fastBoard(now),
    lotteryResults: async () => ({ results: fastResults(now) }),
    lotteryVerify: fastVerify(now),
    lotteryMyBets: pagedBets((state) => lotteryBets(state, state === 'open' ? 3 : 6, now)).call,
    walletBalance,
  });
}

const meta = {
  title: 'game-lobby/lottery/BettingView',
  component: BettingView,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  parameters: { lobbyApi: fastLottery(), lobbyPath: '/lottery?gameCode=FAST3' },
  args: { gameCode: 'FAST3' },
  // Rendered once the board, the results and the bets have arrived (the axe check runs then).
  play: async ({ canvas }) => {
    await canvas.findByRole('timer');
    await canvas.findByTestId('result-4101');
    await canvas.findByTestId('bet-9000');
  },
} satisfies Meta<typeof BettingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The draw header with its countdown, the position picks, the empty slip, results and bets. */
export const Position: Story = {};

/** Opened from a list on the big/small play type (§2.3 `playType`). */
export const BigSmall: Story = { args: { playType: 'FAST_BIG_SMALL' } };

/** Two digits picked: the slip holds two bets with their stakes, what each wins and the total. */
export const WithPicks: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvas, userEvent } = context;
    // The digits of position 1 (names differ by locale: found by shape).
    const grid = canvas
      .getAllByRole('list')
      .find((list) => list.querySelectorAll('li > button[aria-pressed]').length === 10);
    const digits = [...(grid?.querySelectorAll('button') ?? [])];
    for (const digit of [digits[3], digits[8]]) if (digit) await userEvent.click(digit);
    await waitFor(() => expect(grid?.querySelectorAll('[aria-pressed="true"]')).toHaveLength(2));
  },
};
