// What both demo game pages share: their configuration, the play API, money formatting, the
// provably fair panel and the round history. Plain ES module, no framework (issue 6).

export const config = JSON.parse(document.getElementById('lk-config').textContent);
export const m = config.messages;
const locale = config.language === 'JA' ? 'ja-JP' : 'en-GB';

/** Fills `{name}` placeholders. */
export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, key) =>
    key in values ? String(values[key]) : `{${key}}`,
  );
}

/** The merchant's one currency (issue 11): the brand's symbol and its ISO minor units. */
const currency = config.currency ?? { code: 'JPY', symbol: '¥', minorUnits: 0 };
const digits = currency.minorUnits;
const unit = 10n ** BigInt(digits);
const money = new Intl.NumberFormat(locale, {
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});

/**
 * A decimal string from the API as the shared formatter writes it (@lobbykit/i18n formatAmount,
 * render.ts formatPageAmount): "-¥1,500" or "€1,234.50", the currency's own decimals (§9 two
 * where it has them). The string goes to Intl as it is, so no amount passes through a float.
 */
export function formatMoney(decimal) {
  const text = String(decimal);
  const negative = text.startsWith('-');
  return `${negative ? '-' : ''}${currency.symbol}${money.format(negative ? text.slice(1) : text)}`;
}

/** "12.5" → 1250n (two decimals), "1500" → 1500n (JPY); null past the currency's decimals. */
export function toMinor(text) {
  const match = /^\s*(\d{1,13})(?:\.(\d{1,4}))?\s*$/.exec(text);
  if (!match || (match[2] ?? '').length > digits) return null;
  return BigInt(match[1]) * unit + BigInt((match[2] ?? '').padEnd(digits, '0') || '0');
}

/** The message for an amount the currency cannot have ("1500.5" in yen). */
export function amountInvalidText() {
  return digits === 0 ? m.amountWhole : fill(m.amountInvalid, { digits });
}

/** Minor units → the wire's decimal string with the currency's decimals. */
export function fromMinor(minor) {
  if (digits === 0) return String(minor);
  return `${minor / unit}.${String(minor % unit).padStart(digits, '0')}`;
}

/** A round id per bet; a retry of the same bet reuses it (the server answers the same round). */
export function newRoundId() {
  if (globalThis.crypto.randomUUID) return globalThis.crypto.randomUUID();
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export class ApiError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** Calls the play API: the Game-Session header names the session, its httpOnly cookie proves it. */
export async function api(path, { method = 'GET', body, query } = {}) {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  let response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        merchant: config.merchant,
        language: config.language,
        device: 'web',
        'game-session': config.gameSessionId,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError('NETWORK', m.errorNetwork);
  }
  let envelope;
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('NETWORK', m.errorNetwork);
  }
  if (!envelope.success) throw new ApiError(envelope.errorCode, envelope.message);
  return envelope.value;
}

/**
 * Plays a round, retrying a lost request with the SAME round id: the server then answers the
 * round it already played instead of betting twice.
 */
export async function play(path, body) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api(path, { method: 'POST', body });
    } catch (error) {
      if (error.code !== 'NETWORK' || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

export function errorText(error) {
  switch (error.code) {
    case 'INSUFFICIENT_FUNDS':
      return m.errorFunds;
    case 'GAME_SESSION_INVALID':
      return m.errorSession;
    case 'PREVIOUS_GAME_NOT_FINISHED':
      return m.errorOtherGame;
    case 'NETWORK':
      return m.errorNetwork;
    case 'VALIDATION_FAILED':
      return error.message;
    default:
      return m.errorGeneric;
  }
}

export function showError(error) {
  document.getElementById('error').textContent = error ? errorText(error) : '';
}

export function setBalance(decimal) {
  document.getElementById('balance').textContent = formatMoney(decimal);
}

export function showSeed(seed) {
  document.getElementById('seed-hash').textContent = seed.serverSeedHash;
  document.getElementById('client-seed-now').textContent = seed.clientSeed;
  document.getElementById('next-nonce').textContent = String(seed.nextNonce);
}

function el(tag, attrs = {}, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One term and its value in a description list; values in code type when they are seeds. */
function pair(dl, term, value, code = true) {
  const dd = el('dd');
  dd.append(code ? el('code', {}, value) : document.createTextNode(value));
  dl.append(el('dt', {}, term), dd);
}

/** §2.4 time format DD/MM/YYYY HH:mm:ss, in the player's own time zone. */
function formatTime(iso) {
  const d = new Date(iso);
  const two = (n) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** "Ace of spades" / "スペードのエース". */
export function cardName(card) {
  return fill(m.cardName, {
    rank: m.ranks[String(card.rank)] ?? String(card.rank),
    suit: m.suits[card.suit],
  });
}

/** The sentence for a coup's result: "Banker wins, 7 to 5." */
export function coupText(o) {
  const points = { player: o.playerPoint, banker: o.bankerPoint };
  if (o.winner === 'PLAYER') return fill(m.playerWins, points);
  if (o.winner === 'BANKER') return fill(m.bankerWins, points);
  return fill(m.tieResult, points);
}

/** One line for a round of any game, for the history table. */
export function describeRound(round) {
  const o = round.outcome;
  if (o.kind === 'baccarat') {
    const spot = { PLAYER: m.player, BANKER: m.banker, TIE: m.tie }[o.spot];
    return `${m.betOn} ${spot} · ${coupText(o)}${o.push ? ` ${m.push}` : ''}`;
  }
  if (o.kind === 'dice') {
    return `${fill(m.rollResult, { roll: o.roll })} · ${m.target} ${o.target} · ${o.win ? m.win : m.lose}`;
  }
  const wins = o.lineWins.length + (o.scatterMultiplier > 0 ? 1 : 0);
  const parts = [
    ...(round.freeSpin ? [m.freeSpin] : []),
    `${m.lines} ${o.lines} × ${formatMoney(o.lineBet)}`,
    wins > 0 ? m.win : m.lose,
  ];
  if (o.freeSpinsAwarded > 0) parts.push(fill(m.freeSpinsAwarded, { count: o.freeSpinsAwarded }));
  return parts.join(' · ');
}

function verifyHref(round, serverSeed) {
  const q = new URLSearchParams({
    lang: config.language,
    game: round.outcome.kind,
    serverSeed,
    clientSeed: round.fairness.clientSeed,
    nonce: String(round.fairness.nonce),
  });
  if (round.outcome.kind === 'slot') q.set('lines', String(round.outcome.lines));
  else if (round.outcome.kind === 'dice') q.set('target', String(round.outcome.target));
  return `/demo-games/verify?${q}`;
}

export async function refreshHistory() {
  const { rounds } = await api('/wps/game/demo/history', { query: { limit: 10 } });
  const box = document.getElementById('history');
  box.replaceChildren();
  if (rounds.length === 0) {
    box.append(el('p', {}, m.historyEmpty));
    return;
  }
  const table = el('table', { class: 'history' });
  const head = el('tr');
  for (const h of [m.time, m.bet, m.result, m.payout, m.nonce, m.verify]) {
    head.append(el('th', { scope: 'col' }, h));
  }
  const thead = el('thead');
  thead.append(head);
  table.append(thead);
  const body = el('tbody');
  // Each cell carries its column's name: on a phone the table stacks into one card per round
  // (game.css), so the page never scrolls sideways.
  const cell = (label, text) => el('td', { 'data-label': label }, text);
  for (const round of rounds) {
    const tr = el('tr');
    tr.append(cell(m.time, formatTime(round.createdAt)));
    tr.append(cell(m.bet, formatMoney(round.bet)));
    tr.append(cell(m.result, describeRound(round)));
    tr.append(cell(m.payout, formatMoney(round.payout)));
    tr.append(cell(m.nonce, String(round.fairness.nonce)));
    const verify = cell(m.verify);
    if (round.serverSeed)
      verify.append(el('a', { href: verifyHref(round, round.serverSeed) }, m.verify));
    else verify.textContent = m.notRevealed;
    tr.append(verify);
    body.append(tr);
  }
  table.append(body);
  box.append(table);
}

/** The seed panel: rotating reveals the server seed so the player can verify past rounds. */
export function setUpSeedPanel() {
  const form = document.getElementById('rotate-form');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = document.getElementById('client-seed');
    const clientSeed = input.value.trim();
    const button = document.getElementById('rotate');
    button.disabled = true;
    try {
      const result = await api('/wps/game/demo/seeds/rotate', {
        method: 'POST',
        body: clientSeed ? { clientSeed } : {},
      });
      showSeed(result.active);
      const box = document.getElementById('revealed');
      const dl = el('dl', { class: 'seed' });
      pair(dl, m.revealedSeed, result.revealed.serverSeed);
      pair(dl, m.serverSeedHash, result.revealed.serverSeedHash);
      pair(dl, m.clientSeed, result.revealed.clientSeed);
      pair(dl, m.roundsPlayed, String(result.revealed.roundsPlayed), false);
      box.replaceChildren(el('h3', {}, m.revealedSeed), el('p', {}, m.revealedNote), dl);
      input.value = '';
      await refreshHistory();
    } catch (error) {
      showError(error);
    } finally {
      button.disabled = false;
    }
  });
}

/** Shows a spinner label on the play button while a round is in flight. */
export function busy(button, label, isBusy) {
  button.disabled = isBusy;
  button.setAttribute('aria-busy', String(isBusy));
  if (isBusy) {
    button.dataset.label = button.textContent;
    button.textContent = label;
  } else if (button.dataset.label) {
    button.textContent = button.dataset.label;
  }
}
