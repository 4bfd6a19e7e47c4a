import type { Meta, StoryObj } from '@storybook/react-vite';
import { fastPlayTypes, lotteryBets, pagedBets } from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import { MyBets } from './MyBets';

const now = Date.parse('2026-11-28T17:00:00Z');
const betsOf = (open: number, settled: number) => () => ({
  lotteryMyBets: pagedBets((state) => lotteryBets(state, state === 'open' ? open : settled, now))
    .call,
});

const meta = {
  title: 'game-lobby/lottery/MyBets',
  component: MyBets,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  parameters: { lobbyApi: betsOf(25, 9) },
  args: { gameCode: 'FAST3', playTypes: fastPlayTypes },
  play: async ({ canvas }) => {
    await canvas.findByTestId('bet-9000');
  },
} satisfies Meta<typeof MyBets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open bets on the coming draw: a page of 20, then "Show more". */
export const Open: Story = {};

/** Settled bets: won, lost and void, each with the numbers drawn and the hits marked. */
export const Settled: Story = {
  play: async ({ canvas, userEvent }) => {
    const [, settled] = await canvas.findAllByRole('tab');
    if (settled) await userEvent.click(settled);
    await canvas.findByTestId('bet-5000');
  },
};

/** No bets on this game yet. */
export const Empty: Story = {
  parameters: { lobbyApi: betsOf(0, 0) },
  play: async ({ canvas }) => {
    await canvas.findByText(/no open bets on this game|未確定のベットはありません/);
  },
};
