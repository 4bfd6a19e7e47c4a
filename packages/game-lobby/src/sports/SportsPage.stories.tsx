import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  hiddenSportsbook,
  pagedBets,
  sportsBets,
  sportsBoard,
  walletBalance,
} from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import SportsPage from './SportsPage';

/** The sportsbook's calls in memory: a board in every fixture state and the member's bets. */
function sportsbook() {
  const now = Date.now();
  return () => ({
    sportsFixtures: async () => sportsBoard(now),
    sportsMyBets: pagedBets((state) => sportsBets(state, state === 'open' ? 2 : 3, now)).call,
    walletBalance,
  });
}

const meta = {
  title: 'game-lobby/sports/SportsPage',
  component: SportsPage,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  parameters: { lobbyApi: sportsbook(), lobbyPath: '/fbSports' },
  play: async ({ canvas }) => {
    await canvas.findByTestId('sports-bet-8000');
  },
} satisfies Meta<typeof SportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /fbSports for a member: football's fixtures, the slip and the member's bets. */
export const Member: Story = {};

/** A visitor browses the fixtures; placing asks them to log in. */
export const Visitor: Story = {
  parameters: { lobbyVisitor: true },
  play: async ({ canvas }) => {
    await canvas.findByText('Atlas Premier League');
  },
};

/** The operator hid the sportsbook (SPORTS_UNAVAILABLE): said so, the way back, no slip. */
export const Unavailable: Story = {
  parameters: {
    // The real client over the platform's HTTP answer, as the site reads it.
    lobbyFetch: () => hiddenSportsbook().fetch,
  },
  play: async ({ canvas }) => {
    await canvas.findByTestId('sports-unavailable');
  },
};
