import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LotteryPlayType } from '@lobbykit/api-contract';
import { fastPlayTypes } from '../../test/fakeBets';
import { lobbyCatalogs, lobbyFrame } from '../../test/storyFrame';
import { PickPanel } from './PickPanel';
import type { PickPanelProps } from './PickPanel';
import { emptySlip, selectionKey, slipReducer } from './slip';

const keno: LotteryPlayType = {
  code: 'KENO_PICK',
  pick: { kind: 'numbers', min: 1, max: 10, low: 1, high: 80 },
  odds: {
    kind: 'table',
    rows: [
      { picks: 1, hits: 1, odds: '3.70' },
      { picks: 2, hits: 2, odds: '14.00' },
      { picks: 3, hits: 2, odds: '2.00' },
      { picks: 3, hits: 3, odds: '46.00' },
    ],
  },
  minStake: '100',
  maxStake: '100000',
};

const vnDe: LotteryPlayType = {
  code: 'VN_DE',
  pick: { kind: 'number', low: 0, high: 99 },
  odds: { kind: 'fixed', odds: '95.00' },
  minStake: '100',
  maxStake: '1000000',
};

/** The panel over a real slip, so picks show as pressed. */
function LivePanel(props: PickPanelProps) {
  const [slip, dispatch] = useReducer(slipReducer, emptySlip);
  const code = props.playType.code;
  return (
    <PickPanel
      {...props}
      onSlip={new Set(slip.lines.map((line) => line.id))}
      onToggle={(selection) =>
        dispatch({ kind: 'toggle', playType: code, selection, stake: props.playType.minStake })
      }
      onAdd={(selection) =>
        dispatch({ kind: 'add', playType: code, selection, stake: props.playType.minStake })
      }
    />
  );
}

const meta = {
  title: 'game-lobby/lottery/PickPanel',
  component: PickPanel,
  loaders: [lobbyCatalogs],
  decorators: [lobbyFrame],
  args: {
    playType: fastPlayTypes[0] as LotteryPlayType,
    onSlip: new Set([selectionKey('FAST_POSITION', { position: 1, number: 7 })]),
    onToggle: () => undefined,
    onAdd: () => undefined,
    slipFull: false,
  },
  argTypes: { onToggle: { control: false }, onAdd: { control: false }, onSlip: { control: false } },
} satisfies Meta<typeof PickPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A digit per position (fast lottery), 7 on position 1 already on the slip. */
export const Position: Story = {};

/** Big or small on the sum of the digits. */
export const Side: Story = { args: { playType: fastPlayTypes[1] as LotteryPlayType } };

/** A two-digit number (VN đề). */
export const TwoDigits: Story = { args: { playType: vnDe } };

/** Keno: 1 to 10 spots of 80, with the pay table. */
export const Spots: Story = {
  args: { playType: keno },
  render: (args) => <LivePanel {...args} />,
};

/** The slip is full: only picks on it can be pressed (to take them off). */
export const SlipFull: Story = { args: { slipFull: true } };
