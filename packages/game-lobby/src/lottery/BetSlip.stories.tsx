import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fastPlayTypes, walletBalance } from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import { BetSlip } from './BetSlip';
import type { BetSlipProps } from './BetSlip';
import { emptySlip, slipReducer } from './slip';
import type { SlipAction } from './slip';

/** A slip after these picks, through the real reducer. */
const slipOf = (actions: SlipAction[]) => actions.reduce(slipReducer, emptySlip);

const threeBets = slipOf([
  {
    kind: 'toggle',
    playType: 'FAST_POSITION',
    selection: { position: 1, number: 3 },
    stake: '100',
  },
  {
    kind: 'toggle',
    playType: 'FAST_POSITION',
    selection: { position: 2, number: 8 },
    stake: '500',
  },
  { kind: 'toggle', playType: 'FAST_BIG_SMALL', selection: { side: 'big' }, stake: '1000' },
]);

/** The slip over a live reducer, so the story's stakes and "Remove" work. */
function LiveSlip(props: BetSlipProps) {
  const [slip, dispatch] = useReducer(slipReducer, props.slip);
  return <BetSlip {...props} slip={slip} dispatch={dispatch} />;
}

const meta = {
  title: 'game-lobby/lottery/BetSlip',
  component: BetSlip,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  parameters: { lobbyApi: () => ({ walletBalance }) },
  args: {
    slip: threeBets,
    dispatch: () => undefined,
    playTypes: fastPlayTypes,
    drawNumber: 4102,
    place: { kind: 'idle' },
    onPlace: () => undefined,
  },
  argTypes: { dispatch: { control: false }, onPlace: { control: false } },
  render: (args) => <LiveSlip {...args} />,
  play: async ({ canvas }) => {
    await canvas.findByText(/125,000/);
  },
} satisfies Meta<typeof BetSlip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet. */
export const Empty: Story = { args: { slip: emptySlip } };

/** Two digits and "big": each bet's stake and what it wins, the total and the balance. */
export const ThreeBets: Story = {};

/** A stake below the game's smallest: said under its field. */
export const StakeTooSmall: Story = {
  args: {
    slip: slipOf([
      { kind: 'toggle', playType: 'FAST_ODD_EVEN', selection: { side: 'odd' }, stake: '50' },
    ]),
  },
};

/** The draw closed and the next one is opening: the slip waits. */
export const BetweenDraws: Story = { args: { drawNumber: null } };

/** The platform took the slip. */
export const Placed: Story = {
  args: { slip: emptySlip, place: { kind: 'placed', count: 3, drawNumber: 4102 } },
};
