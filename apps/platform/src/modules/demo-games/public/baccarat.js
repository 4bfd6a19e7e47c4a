// The demo table game page: baccarat, Player / Banker / Tie (issue 11: the game live casino and
// card tiles open).
import {
  amountInvalidText,
  api,
  busy,
  cardName,
  coupText,
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
import { cardText } from './fair.js';

const form = document.getElementById('bet-form');
const amount = document.getElementById('amount');
const button = document.getElementById('play');
const result = document.getElementById('result');
const table = document.getElementById('table');
let state = null;

/** A hand's cards, drawn as cards and named in words for screen readers (the box is an img). */
function showHand(id, label, cards, points) {
  const box = document.getElementById(`${id}-cards`);
  box.replaceChildren(
    ...cards.map((card) => {
      const el = document.createElement('span');
      el.className = 'card';
      el.dataset.suit = card.suit;
      el.textContent = cardText(card);
      return el;
    }),
  );
  box.setAttribute(
    'aria-label',
    fill(m.handLabel, {
      hand: label,
      cards: cards.map(cardName).join(', '),
      points: fill(m.points, { points }),
    }),
  );
  document.getElementById(`${id}-points`).textContent = String(points);
}

function selectedSpot() {
  return new FormData(form).get('spot');
}

function checkAmount() {
  const bet = toMinor(amount.value);
  const min = toMinor(state?.minBet ?? '0') ?? 0n;
  amount.setAttribute('aria-invalid', String(bet === null || bet < min));
}

async function deal(event) {
  event.preventDefault();
  showError(null);
  const bet = toMinor(amount.value);
  if (bet === null) {
    amount.focus();
    showError({ code: 'VALIDATION_FAILED', message: amountInvalidText() });
    return;
  }
  const body = { roundId: newRoundId(), amount: fromMinor(bet), spot: selectedSpot() };
  busy(button, m.dealing, true);
  table.dataset.state = 'dealing';
  try {
    const value = await play('/wps/game/demo/deal', body);
    const o = value.round.outcome;
    showHand('player', m.player, o.player, o.playerPoint);
    showHand('banker', m.banker, o.banker, o.bankerPoint);
    table.dataset.winner = o.winner;
    setBalance(value.balance);
    showSeed(value.nextSeed);
    const won = (toMinor(value.round.payout) ?? 0n) > bet;
    const outcome = o.push
      ? m.push
      : won
        ? fill(m.youWon, { amount: formatMoney(value.round.payout) })
        : m.noWin;
    result.textContent = `${coupText(o)} ${outcome}`;
    await refreshHistory();
  } catch (error) {
    showError(error);
  } finally {
    table.dataset.state = 'idle';
    busy(button, m.dealing, false);
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
  checkAmount();
  await refreshHistory().catch(showError);
}

amount.addEventListener('input', checkAmount);
form.addEventListener('submit', deal);
setUpSeedPanel();
void start();
