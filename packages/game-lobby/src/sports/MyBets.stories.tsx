import type { Meta, StoryObj } from '@storybook/react-vite';
import { pagedBets, sportsBets } from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import { MyBets } from './MyBets';

const now = Date.parse('2026-11-28T17:00:00Z');
const betsOf = (open: number, settled: number) => () => ({
  sportsMyBets: pagedBets((state) => sportsBets(state, state === 'open' ? open : settled, now))
    .call,
});

const meta = {
  title: 'game-lobby/sports/MyBets',
  component: MyBets,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  parameters: { lobbyApi: betsOf(24, 9) },
  play: async ({ canvas }) => {
    await canvas.findByTestId('sports-bet-8000');
  },
} satisfies Meta<typeof MyBets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open singles and two-leg accumulators: a page of 20, then "Show more". */
export const Open: Story = {};

/** Settled bets: won, lost, and void (a cancelled fixture), each leg with its score and result. */
export const Settled: Story = {
  play: async ({ canvas, userEvent }) => {
    const [, settled] = await canvas.findAllByRole('tab');
    if (settled) await userEvent.click(settled);
    await canvas.findByTestId('sports-bet-4000');
  },
};

/** No sports bets yet. */
export const Empty: Story = {
  parameters: { lobbyApi: betsOf(0, 0) },
  play: async ({ canvas }) => {
    await canvas.findByText(/no open sports bets|未確定のスポーツベットはありません/);
  },
};
