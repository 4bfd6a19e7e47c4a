import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sportsBoard } from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import { BetSlip } from './BetSlip';
import type { BetSlipProps } from './BetSlip';
import { emptySlip, slipReducer } from './slip';
import type { SlipAction, SlipPick } from './slip';

const now = Date.parse('2026-11-28T17:00:00Z');
const board = sportsBoard(now);

const homeWin: SlipPick = {
  fixtureId: '104',
  market: 'MATCH',
  selection: 'home',
  line: null,
  odds: '2.10',
  stake: '1000',
  home: 'Northgate',
  away: 'Riverside',
};
const over: SlipPick = {
  fixtureId: '105',
  market: 'TOTAL',
  selection: 'over',
  line: 2.5,
  odds: '1.90',
  stake: '500',
  home: 'Eastwood',
  away: 'Westport',
};

/** A slip after these actions, through the real reducer. */
const slipOf = (actions: SlipAction[]) => actions.reduce(slipReducer, emptySlip);
const twoPicks: SlipAction[] = [
  { kind: 'toggle', pick: homeWin },
  { kind: 'toggle', pick: over },
];

/** The slip over a live reducer, so the story's stakes, mode and "Remove" work. */
function LiveSlip(props: BetSlipProps) {
  const [slip, dispatch] = useReducer(slipReducer, props.slip);
  return <BetSlip {...props} slip={slip} dispatch={dispatch} />;
}

const meta = {
  title: 'game-lobby/sports/BetSlip',
  component: BetSlip,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  args: {
    slip: slipOf(twoPicks),
    dispatch: () => undefined,
    board,
    place: { kind: 'idle' },
    onPlace: () => undefined,
  },
  argTypes: { dispatch: { control: false }, onPlace: { control: false } },
  render: (args) => <LiveSlip {...args} />,
} satisfies Meta<typeof BetSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet. */
export const Empty: Story = { args: { slip: emptySlip } };

/** Two singles, each with its own stake and return. */
export const Singles: Story = {};

/** The same two picks as one accumulator: the odds multiplied, one stake, one return. */
export const Accumulator: Story = {
  args: {
    slip: slipOf([
      ...twoPicks,
      { kind: 'mode', mode: 'accumulator' },
      { kind: 'accumulatorStake', stake: '1000' },
    ]),
  },
};

/** A price moved since it was picked: "Accept new odds" before placing. */
export const OddsChanged: Story = {
  args: { slip: slipOf([{ kind: 'toggle', pick: { ...homeWin, odds: '2.30' } }]) },
};

/** The platform took the slip. */
export const Placed: Story = { args: { slip: emptySlip, place: { kind: 'placed', count: 2 } } };
