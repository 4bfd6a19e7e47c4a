import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sportsBoard } from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import { FixtureList } from './FixtureList';
import type { FixtureListProps } from './FixtureList';
import { emptySlip, selectionId, slipReducer } from './slip';

// A fixed "now": kick-off times are the same on every run.
const now = Date.parse('2026-11-28T17:00:00Z');
const board = sportsBoard(now);

/** The list over a real slip, so a pressed price shows as on the slip. */
function LiveList(props: FixtureListProps) {
  const [slip, dispatch] = useReducer(slipReducer, emptySlip);
  return (
    <FixtureList
      {...props}
      onSlip={new Set(slip.picks.map(selectionId))}
      onPick={(pick) => dispatch({ kind: 'toggle', pick: { ...pick, stake: board.minStake } })}
    />
  );
}

const meta = {
  title: 'game-lobby/sports/FixtureList',
  component: FixtureList,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  args: {
    leagues: board.leagues.filter((league) => league.sport === 'football'),
    fixtures: board.fixtures,
    onSlip: new Set([selectionId({ fixtureId: '104', market: 'MATCH', selection: 'home' })]),
    onPick: () => undefined,
  },
  argTypes: { onSlip: { control: false }, onPick: { control: false } },
  render: (args) => <LiveList {...args} />,
} satisfies Meta<typeof FixtureList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two open fixtures with 1X2, handicap and total prices; one live, one played, one cancelled. */
export const EveryState: Story = {};

/** Only fixtures taking bets. */
export const Open: Story = {
  args: { fixtures: board.fixtures.filter((fixture) => fixture.state === 'open') },
};

/** A league with nothing on. */
export const NoFixtures: Story = { args: { fixtures: [] } };
