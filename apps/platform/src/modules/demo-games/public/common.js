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

const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A decimal string from the API ("1234.50") as "¥1,234.50" (§9: two decimals, separators). */
export function formatMoney(decimal) {
  return `${config.currencySymbol}${money.format(Number(decimal))}`;
}

/** "12.5" → 1250n; null when it is not an amount with at most two decimals. */
export function toMinor(text) {
  const match = /^\s*(\d{1,13})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

export function fromMinor(minor) {
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
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

/** One line for a round of either game, for the history table. */
export function describeRound(round) {
  const o = round.outcome;
  if (o.kind === 'dice') {
    return `${fill(m.rollResult, { roll: o.roll })} · ${m.target} ${o.target} · ${o.win ? m.win : m.lose}`;
  }
  const wins = o.lineWins.length + (o.scatterMultiplier > 0 ? 1 : 0);
  const parts = [
    ...(round.freeSpin ? [m.freeSpin] : []),
    `${m.lines} ${o.lines} × ${o.lineBet}`,
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
  else q.set('target', String(round.outcome.target));
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
  for (const round of rounds) {
    const tr = el('tr');
    tr.append(el('td', {}, formatTime(round.createdAt)));
    tr.append(el('td', {}, formatMoney(round.bet)));
    tr.append(el('td', {}, describeRound(round)));
    tr.append(el('td', {}, formatMoney(round.payout)));
    tr.append(el('td', {}, String(round.fairness.nonce)));
    const cell = el('td');
    if (round.serverSeed)
      cell.append(el('a', { href: verifyHref(round, round.serverSeed) }, m.verify));
    else cell.textContent = m.notRevealed;
    tr.append(cell);
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
