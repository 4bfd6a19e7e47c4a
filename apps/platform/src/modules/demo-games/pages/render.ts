import { fromMinorUnits } from '@lobbykit/api-contract';
import {
  freeSpinAwards,
  linePays,
  payLines,
  reelStrips,
  scatterPays,
  slotSymbols,
} from '../games/slot';
import { baccaratReturnPercent, baccaratSpots } from '../games/baccarat';
import { diceReturnPercent, maxTarget, minTarget } from '../games/dice';
import type { DemoGameKind } from '../games/kind';
import { messagesFor } from './messages';
import type { PageMessages } from './messages';

/** Everything a page may show is escaped: game names and addresses come from the database. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside <script type="application/json">: `<` escaped so no text can close the element. */
function jsonBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

/** The scatter's pays and awards as the paytable shows them, from the game's own constants. */
const scatterValues = { pays: scatterPays.join(' / '), spins: freeSpinAwards.join(' / ') };

/** The rules of the slot, for the paytable and for the browser's own verification (fair.js). */
export const slotRules = {
  symbols: slotSymbols,
  reelStrips,
  payLines,
  linePays,
  scatterPays,
  freeSpinAwards,
};

function page(options: {
  language: string;
  title: string;
  /** The page's module under /demo-games/assets/, if it has one. */
  script?: string;
  body: string;
  config: unknown;
}): string {
  const lang = options.language === 'JA' ? 'ja' : 'en';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="/demo-games/assets/game.css">
${options.script ? `<script type="module" src="/demo-games/assets/${options.script}"></script>` : ''}
</head>
<body>
${options.body}
${jsonBlock('lk-config', options.config)}
</body>
</html>
`;
}

export interface PageCurrency {
  code: string;
  symbol: string;
  minorUnits: number;
}

/**
 * An amount as the pages show it, by the rule of the shared formatter (@lobbykit/i18n
 * formatAmount, which the platform may not import): the brand's symbol after any minus sign,
 * thousands separators, and the currency's own decimals (§9 two where it has them; ¥1,500 has
 * none). public/common.js formatMoney writes the amounts that change in the browser the same way.
 */
export function formatPageAmount(minor: bigint, currency: PageCurrency): string {
  const digits = currency.minorUnits;
  const text = fromMinorUnits(minor < 0n ? -minor : minor, digits);
  const [whole = '0', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0n ? '-' : ''}${currency.symbol}${grouped}${fraction ? `.${fraction}` : ''}`;
}

export interface GamePageData {
  kind: DemoGameKind;
  gameSessionId: string;
  merchantCode: string;
  language: string;
  gameName: string;
  artworkUrl: string;
  returnUrl: string;
  playMode: 'real' | 'free';
  /** The merchant's one currency (issue 11): the brand's symbol and the ISO minor units. */
  currency: PageCurrency;
  minBetMinor: bigint;
  maxBetMinor: bigint;
  maxLines: number;
  lineBetsMinor: bigint[];
}

function header(m: PageMessages, data: GamePageData, subtitle: string): string {
  const mode = data.playMode === 'free' ? m.freePlay : m.realMoney;
  // The free-play note belongs to the banner: all content sits in a landmark (axe "region").
  // The way back targets the top page: inside the site's /seamless frame (§2.1) it leaves the
  // frame rather than open the lobby inside it. The landmarks are named after the game, so framed
  // beside the site's own banner and main they stay unique (axe landmark-unique).
  return `<header aria-label="${escapeHtml(data.gameName)}">
<div class="bar">
  <a class="back" href="${escapeHtml(data.returnUrl)}" target="_top">← ${escapeHtml(m.backToLobby)}</a>
  <div class="title">
    <img class="art" src="${escapeHtml(data.artworkUrl)}" alt="" width="64" height="64">
    <div>
      <h1>${escapeHtml(data.gameName)}</h1>
      <p class="subtitle">${escapeHtml(subtitle)} · <span class="mode" data-mode="${data.playMode}">${escapeHtml(mode)}</span></p>
    </div>
  </div>
  <p class="balance">${escapeHtml(m.balance)}: <output id="balance" aria-live="polite">${escapeHtml(m.loading)}</output></p>
</div>
${data.playMode === 'free' ? `<p class="note" role="note">${escapeHtml(m.freePlayNote)}</p>` : ''}
</header>`;
}

function fairSection(m: PageMessages, language: string): string {
  return `<section class="panel" aria-labelledby="fair-h">
  <h2 id="fair-h">${escapeHtml(m.fair)}</h2>
  <p>${escapeHtml(m.fairIntro)}</p>
  <dl class="seed">
    <dt>${escapeHtml(m.serverSeedHash)}</dt><dd><code id="seed-hash">…</code></dd>
    <dt>${escapeHtml(m.clientSeed)}</dt><dd><code id="client-seed-now">…</code></dd>
    <dt>${escapeHtml(m.nextNonce)}</dt><dd><code id="next-nonce">…</code></dd>
  </dl>
  <form id="rotate-form" class="row">
    <div class="field">
      <label for="client-seed">${escapeHtml(m.newClientSeed)}</label>
      <input id="client-seed" name="clientSeed" maxlength="64" autocomplete="off" spellcheck="false" aria-describedby="client-seed-help">
      <p id="client-seed-help" class="help">${escapeHtml(m.newClientSeedHelp)}</p>
    </div>
    <button type="submit" id="rotate">${escapeHtml(m.rotate)}</button>
  </form>
  <div id="revealed" aria-live="polite"></div>
  <p><a href="/demo-games/verify?lang=${language === 'JA' ? 'JA' : 'EN'}">${escapeHtml(m.verifyLink)}</a></p>
</section>
<section class="panel" aria-labelledby="history-h">
  <h2 id="history-h">${escapeHtml(m.history)}</h2>
  <div id="history"><p>${escapeHtml(m.historyEmpty)}</p></div>
</section>`;
}

function slotBody(m: PageMessages, data: GamePageData): string {
  const cells = Array.from({ length: 3 }, (_, row) =>
    Array.from(
      { length: 5 },
      (_, reel) => `<span class="cell" data-row="${row}" data-reel="${reel}">·</span>`,
    ).join(''),
  ).join('');
  const lineOptions = Array.from({ length: data.maxLines }, (_, i) => data.maxLines - i)
    .map((n) => `<option value="${n}">${n}</option>`)
    .join('');
  const betOptions = data.lineBetsMinor
    .map(
      (b) =>
        `<option value="${fromMinorUnits(b, data.currency.minorUnits)}">${escapeHtml(formatPageAmount(b, data.currency))}</option>`,
    )
    .join('');
  const rows = slotSymbols
    .filter((s) => s !== 'SCATTER')
    .map((s) => {
      const pays = linePays[s as keyof typeof linePays];
      return `<tr><th scope="row"><span class="sym" data-symbol="${s}" aria-hidden="true"></span> ${escapeHtml(m.symbols[s] ?? s)}</th><td>${pays.join(' / ')}</td></tr>`;
    })
    .join('');
  const scatterRow = `<tr><th scope="row"><span class="sym" data-symbol="SCATTER" aria-hidden="true"></span> ${escapeHtml(m.symbols.SCATTER ?? 'SCATTER')}</th><td>${escapeHtml(fill(m.scatterPays, scatterValues))}</td></tr>`;
  return `${header(m, data, m.slotTitle)}
<main aria-label="${escapeHtml(data.gameName)}">
<section class="panel" aria-labelledby="play-h">
  <h2 id="play-h" class="visually-hidden">${escapeHtml(m.play)}</h2>
  <div id="reels" class="reels" role="img" aria-label="${escapeHtml(m.reels)}">${cells}</div>
  <p id="free-spins" class="free-spins" aria-live="polite" hidden></p>
  <form id="bet-form" class="row">
    <div class="field">
      <label for="lines">${escapeHtml(m.lines)}</label>
      <select id="lines" name="lines">${lineOptions}</select>
    </div>
    <div class="field">
      <label for="line-bet">${escapeHtml(m.lineBet)}</label>
      <select id="line-bet" name="lineBet">${betOptions}</select>
    </div>
    <p class="field"><span class="nowrap">${escapeHtml(m.totalBet)}: <output id="total-bet" for="lines line-bet"></output></span>
      <small>${escapeHtml(m.minBet)}: ${escapeHtml(formatPageAmount(data.minBetMinor, data.currency))}</small></p>
    <button type="submit" id="play" class="primary">${escapeHtml(m.spin)}</button>
  </form>
  <p id="result" class="result" role="status"></p>
  <ul id="wins" class="wins"></ul>
  <p id="error" class="error" role="alert"></p>
</section>
<section class="panel" aria-labelledby="paytable-h">
  <h2 id="paytable-h">${escapeHtml(m.paytable)}</h2>
  <table class="paytable">
    <thead><tr><th scope="col">${escapeHtml(m.symbol)}</th><th scope="col">${escapeHtml(m.pays)}</th></tr></thead>
    <tbody>${rows}${scatterRow}</tbody>
  </table>
  <ul>
    <li>${escapeHtml(m.wildRule)}</li>
    <li>${escapeHtml(fill(m.scatterRule, scatterValues))}</li>
    <li>${escapeHtml(m.linesRule)}</li>
    <li>${escapeHtml(m.freeSpinNote)}</li>
  </ul>
</section>
${fairSection(m, data.language)}
</main>`;
}

function diceBody(m: PageMessages, data: GamePageData): string {
  const min = fromMinorUnits(data.minBetMinor, data.currency.minorUnits);
  return `${header(m, data, m.diceTitle)}
<main aria-label="${escapeHtml(data.gameName)}">
<section class="panel" aria-labelledby="play-h">
  <h2 id="play-h" class="visually-hidden">${escapeHtml(m.play)}</h2>
  <p id="roll-display" class="roll-display" aria-hidden="true">--.--</p>
  <form id="bet-form" class="row">
    <div class="field">
      <label for="amount">${escapeHtml(m.bet)}</label>
      <input id="amount" name="amount" inputmode="${data.currency.minorUnits > 0 ? 'decimal' : 'numeric'}" autocomplete="off" value="${min}" aria-describedby="amount-help" required>
      <p id="amount-help" class="help">${escapeHtml(m.minBet)}: ${escapeHtml(formatPageAmount(data.minBetMinor, data.currency))}</p>
    </div>
    <div class="field wide">
      <label for="target">${escapeHtml(m.target)}: <output id="target-value" for="target">50</output></label>
      <input id="target" name="target" type="range" min="${minTarget}" max="${maxTarget}" step="1" value="50" aria-describedby="target-help">
      <p id="target-help" class="help">${escapeHtml(m.targetHelp)}</p>
    </div>
    <dl class="odds">
      <dt>${escapeHtml(m.winChance)}</dt><dd id="chance"></dd>
      <dt>${escapeHtml(m.multiplier)}</dt><dd id="multiplier"></dd>
      <dt>${escapeHtml(m.payoutOnWin)}</dt><dd id="potential"></dd>
    </dl>
    <button type="submit" id="play" class="primary">${escapeHtml(m.roll)}</button>
  </form>
  <p id="result" class="result" role="status"></p>
  <p id="error" class="error" role="alert"></p>
  <p class="help">${escapeHtml(m.diceRule)}</p>
</section>
${fairSection(m, data.language)}
</main>`;
}

function baccaratBody(m: PageMessages, data: GamePageData): string {
  const min = fromMinorUnits(data.minBetMinor, data.currency.minorUnits);
  const names = { PLAYER: m.player, BANKER: m.banker, TIE: m.tie };
  const spots = baccaratSpots
    .map(
      (spot, i) => `<label class="spot" data-spot="${spot}">
        <input type="radio" name="spot" value="${spot}"${i === 0 ? ' checked' : ''}>
        <span class="spot-name">${escapeHtml(names[spot])}</span>
        <span class="spot-pays">${escapeHtml(m.spotPays[spot])}</span>
      </label>`,
    )
    .join('');
  const hand = (
    key: 'PLAYER' | 'BANKER',
    id: string,
    label: string,
  ) => `<div class="hand" data-hand="${key}">
      <h3 class="hand-title">${escapeHtml(names[key])} <output id="${id}-points" class="points" aria-hidden="true">–</output></h3>
      <div id="${id}-cards" class="cards" role="img" aria-label="${escapeHtml(fill(m.handEmpty, { hand: label }))}"></div>
    </div>`;
  return `${header(m, data, m.baccaratTitle)}
<main aria-label="${escapeHtml(data.gameName)}">
<section class="panel" aria-labelledby="play-h">
  <h2 id="play-h" class="visually-hidden">${escapeHtml(m.play)}</h2>
  <div id="table" class="table" data-state="idle" data-winner="">
    ${hand('PLAYER', 'player', m.player)}
    ${hand('BANKER', 'banker', m.banker)}
  </div>
  <form id="bet-form" class="stack">
    <fieldset class="spots">
      <legend>${escapeHtml(m.betOn)}</legend>
      ${spots}
    </fieldset>
    <div class="row">
      <div class="field">
        <label for="amount">${escapeHtml(m.bet)}</label>
        <input id="amount" name="amount" inputmode="${data.currency.minorUnits > 0 ? 'decimal' : 'numeric'}" autocomplete="off" value="${min}" aria-describedby="amount-help" required>
        <p id="amount-help" class="help">${escapeHtml(m.minBet)}: ${escapeHtml(formatPageAmount(data.minBetMinor, data.currency))} · ${escapeHtml(m.maxBet)}: ${escapeHtml(formatPageAmount(data.maxBetMinor, data.currency))}</p>
      </div>
      <button type="submit" id="play" class="primary">${escapeHtml(m.deal)}</button>
    </div>
  </form>
  <p id="result" class="result" role="status"></p>
  <p id="error" class="error" role="alert"></p>
</section>
<section class="panel" aria-labelledby="rules-h">
  <h2 id="rules-h">${escapeHtml(m.rules)}</h2>
  <ul>
    <li>${escapeHtml(m.rulePayouts)}</li>
    <li>${escapeHtml(m.rulePush)}</li>
    <li>${escapeHtml(m.ruleCounting)}</li>
    <li>${escapeHtml(m.ruleDrawing)}</li>
    <li>${escapeHtml(fill(m.ruleReturn, { banker: baccaratReturnPercent.BANKER, player: baccaratReturnPercent.PLAYER, tie: baccaratReturnPercent.TIE }))}</li>
  </ul>
</section>
${fairSection(m, data.language)}
</main>`;
}

const titles = (m: PageMessages) => ({
  slot: m.slotTitle,
  dice: m.diceTitle,
  baccarat: m.baccaratTitle,
});

export function renderGamePage(data: GamePageData): string {
  const m = messagesFor(data.language);
  const body =
    data.kind === 'slot'
      ? slotBody(m, data)
      : data.kind === 'baccarat'
        ? baccaratBody(m, data)
        : diceBody(m, data);
  return page({
    language: data.language,
    title: `${data.gameName} · ${titles(m)[data.kind]}`,
    script: `${data.kind}.js`,
    body,
    config: {
      kind: data.kind,
      gameSessionId: data.gameSessionId,
      merchant: data.merchantCode,
      language: data.language,
      currency: data.currency,
      messages: m,
      diceReturnPercent,
      rules: data.kind === 'slot' ? slotRules : null,
    },
  });
}

/** A game page that cannot open (a used or expired ticket, an ended session), with its way back. */
export function renderEndedPage(
  language: string,
  returnUrl: string | null,
  invalidTicket: boolean,
) {
  const m = messagesFor(language);
  const back = returnUrl
    ? `<p><a class="back" href="${escapeHtml(returnUrl)}" target="_top">← ${escapeHtml(m.backToLobby)}</a></p>`
    : '';
  return page({
    language,
    title: m.sessionEndedTitle,
    body: `<main class="ended" aria-label="${escapeHtml(m.sessionEndedTitle)}"><h1>${escapeHtml(m.sessionEndedTitle)}</h1>
<p>${escapeHtml(invalidTicket ? m.ticketInvalid : m.sessionEnded)}</p>
${back}</main>`,
    config: {},
  });
}

/** The verify page: the browser recomputes a round with WebCrypto (public/verify.js). */
export function renderVerifyPage(language: string): string {
  const m = messagesFor(language);
  return page({
    language,
    title: m.verifyTitle,
    script: 'verify.js',
    body: `<main>
<p><button type="button" id="back" class="back" hidden>← ${escapeHtml(m.backToGame)}</button></p>
<section class="panel" aria-labelledby="verify-h">
<h1 id="verify-h">${escapeHtml(m.verifyTitle)}</h1>
<p>${escapeHtml(m.verifyIntro)}</p>
<form id="verify-form" class="stack">
  <div class="field">
    <label for="game">${escapeHtml(m.game)}</label>
    <select id="game" name="game"><option value="slot">${escapeHtml(m.slotGame)}</option><option value="dice">${escapeHtml(m.diceGame)}</option><option value="baccarat">${escapeHtml(m.baccaratGame)}</option></select>
  </div>
  <div class="field wide">
    <label for="server-seed">${escapeHtml(m.serverSeed)}</label>
    <input id="server-seed" name="serverSeed" required pattern="[0-9a-f]{64}" autocomplete="off" spellcheck="false" aria-describedby="server-seed-help">
    <p id="server-seed-help" class="help">${escapeHtml(m.serverSeedHelp)}</p>
  </div>
  <div class="field wide">
    <label for="client-seed">${escapeHtml(m.clientSeed)}</label>
    <input id="client-seed" name="clientSeed" required maxlength="64" autocomplete="off" spellcheck="false">
  </div>
  <div class="field">
    <label for="nonce">${escapeHtml(m.nonce)}</label>
    <input id="nonce" name="nonce" type="number" min="0" step="1" required value="0">
  </div>
  <div class="field" data-for="slot">
    <label for="lines">${escapeHtml(m.lines)}</label>
    <input id="lines" name="lines" type="number" min="1" max="${payLines.length}" step="1" value="${payLines.length}">
  </div>
  <div class="field" data-for="dice">
    <label for="target">${escapeHtml(m.target)}</label>
    <input id="target" name="target" type="number" min="${minTarget}" max="${maxTarget}" step="1" value="50">
  </div>
  <button type="submit" class="primary">${escapeHtml(m.compute)}</button>
</form>
<div id="verify-output" aria-live="polite"></div>
</section>
</main>`,
    config: { language, messages: m, rules: slotRules, diceReturnPercent },
  });
}
