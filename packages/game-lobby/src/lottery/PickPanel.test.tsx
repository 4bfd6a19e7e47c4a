import { useReducer } from 'react';
import { screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import type { LotteryPlayType } from '@lobbykit/api-contract';
import { expectNoAxeViolations } from '@lobbykit/ui-kit/testing';
import { renderInLobby } from '../../test/renderInLobby';
import { PickPanel } from './PickPanel';
import { emptySlip, slipReducer } from './slip';

const position: LotteryPlayType = {
  code: 'FAST_POSITION',
  pick: { kind: 'position', positions: 3, low: 0, high: 9 },
  odds: { kind: 'fixed', odds: '9.80' },
  minStake: '100',
  maxStake: '1000000',
};

const keno: LotteryPlayType = {
  code: 'KENO_PICK',
  pick: { kind: 'numbers', min: 1, max: 10, low: 1, high: 80 },
  odds: {
    kind: 'table',
    rows: [
      { picks: 1, hits: 1, odds: '3.70' },
      { picks: 3, hits: 2, odds: '2.00' },
      { picks: 3, hits: 3, odds: '46.00' },
    ],
  },
  minStake: '100',
  maxStake: '100000',
};

/** The panel over a real slip, with the slip's lines written out for the test to read. */
function WithSlip({ playType }: { playType: LotteryPlayType }) {
  const [slip, dispatch] = useReducer(slipReducer, emptySlip);
  const add = (kind: 'toggle' | 'add') => (selection: object) =>
    dispatch({ kind, playType: playType.code, selection, stake: playType.minStake });
  return (
    <>
      <PickPanel
        playType={playType}
        onSlip={new Set(slip.lines.map((line) => line.id))}
        onToggle={add('toggle')}
        onAdd={add('add')}
        slipFull={false}
      />
      <output data-testid="slip">
        {slip.lines.map((line) => JSON.stringify(line.selection)).join(' ')}
      </output>
    </>
  );
}

describe('PickPanel (issue 16 item 3)', () => {
  it('picks a digit per position as toggle buttons that show what is on the slip', async () => {
    await renderInLobby(<WithSlip playType={position} />);
    const three = screen.getByRole('button', { name: 'Digit 1: 3' });
    expect(three).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(three);
    expect(three).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Digit 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Digit 2: 5' }));
    expect(screen.getByTestId('slip')).toHaveTextContent(
      '{"position":1,"number":3} {"position":2,"number":5}',
    );
    // Pressed again, the pick leaves the slip.
    await userEvent.click(screen.getByRole('button', { name: 'Digit 2: 5' }));
    expect(screen.getByTestId('slip')).toHaveTextContent('{"position":1,"number":3}');
    expect(screen.getByText('Pays 9.80 × the stake, stake included.')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('counts the balls picked, adds them as one bet, and shows the pay table for that count', async () => {
    await renderInLobby(<WithSlip playType={keno} />);
    const add = screen.getByRole('button', { name: 'Add to slip' });
    expect(add).toBeDisabled();
    for (const n of ['7', '21', '80'])
      await userEvent.click(screen.getByRole('button', { name: n }));
    expect(screen.getByText('3 of 10 picked')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('46.00');
    expect(screen.getByRole('table')).not.toHaveTextContent('3.70');
    await userEvent.click(add);
    expect(screen.getByTestId('slip')).toHaveTextContent('{"numbers":[7,21,80]}');
    expect(screen.getByText('0 of 10 picked')).toBeInTheDocument();
  });

  it('names the play type’s rule in Japanese', async () => {
    await renderInLobby(<WithSlip playType={position} />, { lang: 'ja' });
    expect(screen.getByRole('button', { name: '1 桁目: 3' })).toBeInTheDocument();
    expect(screen.getByText(/その桁にその数字が出れば当たりです/)).toBeInTheDocument();
  });
});
