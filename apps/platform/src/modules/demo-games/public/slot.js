// The demo slot page: 5 reels × 3 rows, lines and line bet chosen by the player (issue 6).
import {
  api,
  busy,
  fill,
  formatMoney,
  fromMinor,
  m,
  newRoundId,
  play,
  refreshHistory,
  setBalance,
  setUpSeedPanel,
  showError,
  showSeed,
  toMinor,
} from './common.js';

const reels = document.getElementById('reels');
const linesSelect = document.getElementById('lines');
const lineBetSelect = document.getElementById('line-bet');
const totalBet = document.getElementById('total-bet');
const button = document.getElementById('play');
const result = document.getElementById('result');
const winsList = document.getElementById('wins');
const freeSpins = document.getElementById('free-spins');

let state = null;
/** The open bonus of this game, if any: its spins are free, at the bet that won them. */
let bonus = null;

function symbolName(symbol) {
  return m.symbols[symbol] ?? symbol;
}

function showGrid(grid) {
  for (const cell of reels.querySelectorAll('.cell')) {
    const symbol = grid[Number(cell.dataset.row)][Number(cell.dataset.reel)];
    cell.dataset.symbol = symbol;
    cell.textContent = '';
  }
  const rows = grid.map((row) => row.map(symbolName).join(', ')).join('; ');
  reels.setAttribute('aria-label', fill(m.reelsResult, { rows }));
}

function total() {
  const lineBet = toMinor(lineBetSelect.value) ?? 0n;
  return lineBet * BigInt(linesSelect.value);
}

function updateTotal() {
  totalBet.textContent = formatMoney(fromMinor(total()));
  const min = toMinor(state?.minBet ?? '0') ?? 0n;
  button.disabled = !bonus && total() < min;
}

function showBonus() {
  if (!bonus) {
    freeSpins.hidden = true;
    linesSelect.disabled = false;
    lineBetSelect.disabled = false;
    return;
  }
  freeSpins.hidden = false;
  freeSpins.textContent = `${fill(m.freeSpinsLeft, { count: bonus.freeSpinsLeft })} ${m.freeSpinNote}`;
  linesSelect.value = String(bonus.lines);
  lineBetSelect.value = bonus.lineBet;
  linesSelect.disabled = true;
  lineBetSelect.disabled = true;
}

async function spin(event) {
  event.preventDefault();
  showError(null);
  const body = {
    roundId: newRoundId(),
    lineBet: lineBetSelect.value,
    lines: Number(linesSelect.value),
  };
  busy(button, m.spinning, true);
  reels.dataset.state = 'spinning';
  try {
    const value = await play('/wps/game/demo/spin', body);
    const { round } = value;
    showGrid(round.outcome.grid);
    setBalance(value.balance);
    showSeed(value.nextSeed);
    const won = (toMinor(round.payout) ?? 0n) > 0n;
    result.textContent = won ? fill(m.youWon, { amount: formatMoney(round.payout) }) : m.noWin;
    winsList.replaceChildren();
    for (const w of round.outcome.lineWins) {
      const li = document.createElement('li');
      li.textContent = fill(m.lineWin, {
        line: w.line,
        count: w.count,
        symbol: symbolName(w.symbol),
        multiplier: w.multiplier,
      });
      winsList.append(li);
    }
    if (round.outcome.scatterMultiplier > 0) {
      const li = document.createElement('li');
      li.textContent = fill(m.scatterWin, {
        count: round.outcome.scatterCount,
        multiplier: round.outcome.scatterMultiplier,
      });
      winsList.append(li);
    }
    if (round.outcome.freeSpinsAwarded > 0) {
      const li = document.createElement('li');
      li.textContent = fill(m.freeSpinsAwarded, { count: round.outcome.freeSpinsAwarded });
      winsList.append(li);
    }
    bonus =
      round.freeSpinsLeft > 0
        ? {
            freeSpinsLeft: round.freeSpinsLeft,
            lines: round.outcome.lines,
            lineBet: round.outcome.lineBet,
          }
        : null;
    showBonus();
    await refreshHistory();
  } catch (error) {
    showError(error);
  } finally {
    reels.dataset.state = 'idle';
    busy(button, m.spinning, false);
    updateTotal();
  }
}

async function start() {
  try {
    state = await api('/wps/game/demo/state');
  } catch (error) {
    showError(error);
    button.disabled = true;
    return;
  }
  setBalance(state.balance);
  showSeed(state.seed);
  const min = toMinor(state.minBet) ?? 0n;
  // Start at every line and the smallest line bet that reaches the minimum bet.
  linesSelect.value = String(state.maxLines);
  const first = state.lineBets.find((b) => (toMinor(b) ?? 0n) * BigInt(state.maxLines) >= min);
  if (first) lineBetSelect.value = first;
  if (state.openBonus && state.openBonus.nodeId === state.nodeId) {
    bonus = state.openBonus;
  } else if (state.openBonus) {
    showError({ code: 'PREVIOUS_GAME_NOT_FINISHED' });
  }
  showBonus();
  updateTotal();
  await refreshHistory().catch(showError);
}

linesSelect.addEventListener('change', updateTotal);
lineBetSelect.addEventListener('change', updateTotal);
document.getElementById('bet-form').addEventListener('submit', spin);
setUpSeedPanel();
void start();
