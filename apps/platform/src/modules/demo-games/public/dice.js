// The demo instant game page: dice "roll under" (issue 6).
import {
  amountInvalidText,
  api,
  busy,
  config,
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

const amount = document.getElementById('amount');
const target = document.getElementById('target');
const targetValue = document.getElementById('target-value');
const chance = document.getElementById('chance');
const multiplier = document.getElementById('multiplier');
const potential = document.getElementById('potential');
const display = document.getElementById('roll-display');
const button = document.getElementById('play');
const result = document.getElementById('result');
let state = null;

/** Same rule as the server: 99 ÷ target, four decimals, rounded down. */
function multiplierText(t) {
  const tenThousandths = Math.floor((config.diceReturnPercent * 10000) / t);
  return `${Math.floor(tenThousandths / 10000)}.${String(tenThousandths % 10000).padStart(4, '0')}`;
}

function updateOdds() {
  const t = Number(target.value);
  targetValue.textContent = String(t);
  chance.textContent = `${t}%`;
  multiplier.textContent = `× ${multiplierText(t)}`;
  const bet = toMinor(amount.value);
  potential.textContent =
    bet === null
      ? '—'
      : formatMoney(fromMinor((bet * BigInt(config.diceReturnPercent)) / BigInt(t)));
  const min = toMinor(state?.minBet ?? '0') ?? 0n;
  amount.setAttribute('aria-invalid', String(bet === null || bet < min));
}

async function roll(event) {
  event.preventDefault();
  showError(null);
  const bet = toMinor(amount.value);
  if (bet === null) {
    amount.focus();
    showError({ code: 'VALIDATION_FAILED', message: amountInvalidText() });
    return;
  }
  const body = { roundId: newRoundId(), amount: fromMinor(bet), target: Number(target.value) };
  busy(button, m.rolling, true);
  display.dataset.state = 'rolling';
  try {
    const value = await play('/wps/game/demo/roll', body);
    const { round } = value;
    display.textContent = round.outcome.roll;
    display.dataset.win = String(round.outcome.win);
    setBalance(value.balance);
    showSeed(value.nextSeed);
    const rolled = fill(m.rollResult, { roll: round.outcome.roll });
    result.textContent = `${rolled}. ${
      round.outcome.win ? fill(m.youWon, { amount: formatMoney(round.payout) }) : m.noWin
    }`;
    await refreshHistory();
  } catch (error) {
    showError(error);
  } finally {
    display.dataset.state = 'idle';
    busy(button, m.rolling, false);
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
  if (state.openBonus) showError({ code: 'PREVIOUS_GAME_NOT_FINISHED' });
  updateOdds();
  await refreshHistory().catch(showError);
}

target.addEventListener('input', updateOdds);
amount.addEventListener('input', updateOdds);
document.getElementById('bet-form').addEventListener('submit', roll);
setUpSeedPanel();
void start();
