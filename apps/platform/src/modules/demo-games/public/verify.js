// The verify page: recomputes a round in the player's own browser (WebCrypto), from the revealed
// server seed, the client seed and the nonce. Nothing is sent anywhere.
import {
  baccaratOutcome,
  cardText,
  diceOutcome,
  outcomeBytes,
  outcomeFloats,
  rollText,
  sha256Hex,
  slotOutcome,
  toHex,
} from './fair.js';

const config = JSON.parse(document.getElementById('lk-config').textContent);
const m = config.messages;
const form = document.getElementById('verify-form');
const output = document.getElementById('verify-output');
const game = document.getElementById('game');

function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, key) =>
    key in values ? String(values[key]) : `{${key}}`,
  );
}

function showFieldsFor(kind) {
  for (const field of form.querySelectorAll('[data-for]')) {
    field.hidden = field.dataset.for !== kind;
  }
}

function term(dl, label, value) {
  const dt = document.createElement('dt');
  dt.textContent = label;
  const dd = document.createElement('dd');
  const code = document.createElement('code');
  code.textContent = value;
  dd.append(code);
  dl.append(dt, dd);
}

async function compute(event) {
  event?.preventDefault();
  if (!form.reportValidity()) return;
  const data = new FormData(form);
  const serverSeed = String(data.get('serverSeed')).trim();
  const clientSeed = String(data.get('clientSeed'));
  const nonce = Number(data.get('nonce'));
  const bytes = await outcomeBytes(serverSeed, clientSeed, nonce);
  const floats = outcomeFloats(bytes);
  const dl = document.createElement('dl');
  dl.className = 'seed';
  term(dl, m.computedHash, await sha256Hex(serverSeed));
  term(dl, m.hmac, toHex(bytes));
  if (game.value === 'slot') {
    const lines = Number(data.get('lines'));
    const slot = slotOutcome(floats, lines, config.rules);
    term(dl, m.stops, slot.stops.join(', '));
    const rows = slot.grid.map((row) => row.map((s) => m.symbols[s] ?? s).join(' | ')).join('\n');
    term(dl, m.reels, rows);
    const wins = slot.lineWins.map((w) =>
      fill(m.lineWin, {
        line: w.line,
        count: w.count,
        symbol: m.symbols[w.symbol],
        multiplier: w.multiplier,
      }),
    );
    if (slot.scatterMultiplier > 0) {
      wins.push(
        fill(m.scatterWin, { count: slot.scatterCount, multiplier: slot.scatterMultiplier }),
      );
    }
    if (slot.freeSpinsAwarded > 0)
      wins.push(fill(m.freeSpinsAwarded, { count: slot.freeSpinsAwarded }));
    term(dl, m.verifyResult, wins.length > 0 ? wins.join('\n') : m.noWin);
  } else if (game.value === 'baccarat') {
    const coup = baccaratOutcome(floats);
    const hand = (cards) => cards.map(cardText).join(' ');
    term(dl, m.playerCards, `${hand(coup.player)} = ${coup.playerPoint}`);
    term(dl, m.bankerCards, `${hand(coup.banker)} = ${coup.bankerPoint}`);
    const points = { player: coup.playerPoint, banker: coup.bankerPoint };
    const outcome =
      coup.winner === 'PLAYER'
        ? m.playerWins
        : coup.winner === 'BANKER'
          ? m.bankerWins
          : m.tieResult;
    term(dl, m.verifyResult, fill(outcome, points));
  } else {
    const t = Number(data.get('target'));
    const dice = diceOutcome(floats, t);
    term(
      dl,
      m.verifyResult,
      `${fill(m.rollResult, { roll: rollText(dice.rollHundredths) })} · ${dice.win ? m.win : m.lose}`,
    );
  }
  output.replaceChildren(dl);
}

// Opened from a game's history: offer the way back to it (the page itself knows no address).
const back = document.getElementById('back');
if (window.history.length > 1) {
  back.hidden = false;
  back.addEventListener('click', () => window.history.back());
}

// A link from the game's history fills the form in and computes at once.
const params = new URLSearchParams(window.location.search);
for (const name of ['serverSeed', 'clientSeed', 'nonce', 'lines', 'target']) {
  const value = params.get(name);
  if (value !== null) form.elements.namedItem(name).value = value;
}
const linked = params.get('game');
if (linked === 'dice' || linked === 'baccarat') game.value = linked;
showFieldsFor(game.value);
game.addEventListener('change', () => showFieldsFor(game.value));
form.addEventListener('submit', compute);
if (params.get('serverSeed')) void compute();
