/**
 * Text of the demo game pages in both languages (§9 EN and JA). The pages are plain HTML served by
 * the platform, outside the Lingui-built packages, so their text lives here like the platform's
 * help content; `{name}` placeholders are filled by the page.
 */
export type PageLanguage = 'EN' | 'JA';

export interface PageMessages {
  backToLobby: string;
  realMoney: string;
  freePlay: string;
  freePlayNote: string;
  balance: string;
  slotTitle: string;
  diceTitle: string;
  play: string;
  reels: string;
  reelsResult: string;
  lines: string;
  lineBet: string;
  totalBet: string;
  minBet: string;
  spin: string;
  spinning: string;
  bet: string;
  target: string;
  targetHelp: string;
  winChance: string;
  multiplier: string;
  payoutOnWin: string;
  roll: string;
  rolling: string;
  rollResult: string;
  youWon: string;
  noWin: string;
  lineWin: string;
  scatterWin: string;
  freeSpinsAwarded: string;
  freeSpinsLeft: string;
  freeSpinNote: string;
  freeSpin: string;
  /** {digits}: the currency's decimals (two for EUR). */
  amountInvalid: string;
  /** A currency without decimals (JPY). */
  amountWhole: string;
  paytable: string;
  symbol: string;
  pays: string;
  scatterPays: string;
  wildRule: string;
  scatterRule: string;
  linesRule: string;
  diceRule: string;
  fair: string;
  fairIntro: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: string;
  newClientSeed: string;
  newClientSeedHelp: string;
  rotate: string;
  revealedSeed: string;
  revealedNote: string;
  roundsPlayed: string;
  verifyLink: string;
  history: string;
  historyEmpty: string;
  time: string;
  result: string;
  payout: string;
  nonce: string;
  verify: string;
  notRevealed: string;
  loading: string;
  errorGeneric: string;
  errorNetwork: string;
  errorFunds: string;
  errorSession: string;
  errorOtherGame: string;
  sessionEndedTitle: string;
  sessionEnded: string;
  ticketInvalid: string;
  verifyTitle: string;
  backToGame: string;
  verifyIntro: string;
  game: string;
  slotGame: string;
  diceGame: string;
  serverSeed: string;
  serverSeedHelp: string;
  computedHash: string;
  hmac: string;
  stops: string;
  compute: string;
  verifyResult: string;
  win: string;
  lose: string;
  symbols: Record<string, string>;
  // Baccarat (issue 11: the table game live casino and card tiles open).
  baccaratTitle: string;
  baccaratGame: string;
  player: string;
  banker: string;
  tie: string;
  betOn: string;
  /** What each spot pays, next to its name. */
  spotPays: Record<'PLAYER' | 'BANKER' | 'TIE', string>;
  deal: string;
  dealing: string;
  maxBet: string;
  /** {hand}: Player or Banker; {cards}: the cards in words; {points}: the hand's points. */
  handLabel: string;
  handEmpty: string;
  points: string;
  /** {rank} of {suit}. */
  cardName: string;
  ranks: Record<string, string>;
  suits: Record<'S' | 'H' | 'D' | 'C', string>;
  playerWins: string;
  bankerWins: string;
  tieResult: string;
  push: string;
  rules: string;
  rulePayouts: string;
  rulePush: string;
  ruleCounting: string;
  ruleDrawing: string;
  /** {banker}, {player}, {tie}: return to player in percent. */
  ruleReturn: string;
  playerCards: string;
  bankerCards: string;
}

const en: PageMessages = {
  backToLobby: 'Back to lobby',
  realMoney: 'Real money',
  freePlay: 'Free play',
  freePlayNote: 'You are playing with trial money. Your real balance never changes here.',
  balance: 'Balance',
  slotTitle: 'Slot',
  diceTitle: 'Dice: roll under',
  play: 'Play',
  reels: 'Reels',
  reelsResult: 'Reels, row by row: {rows}',
  lines: 'Lines',
  lineBet: 'Line bet',
  totalBet: 'Total bet',
  minBet: 'Minimum bet',
  spin: 'Spin',
  spinning: 'Spinning…',
  bet: 'Bet',
  target: 'Roll under',
  targetHelp: 'You win when the roll (0.00 to 99.99) is below this number.',
  winChance: 'Chance to win',
  multiplier: 'Multiplier',
  payoutOnWin: 'Payout on a win',
  roll: 'Roll',
  rolling: 'Rolling…',
  rollResult: 'Rolled {roll}',
  youWon: 'You won {amount}.',
  noWin: 'No win this time.',
  lineWin: 'Line {line}: {count} × {symbol} pays {multiplier} × line bet',
  scatterWin: '{count} bonus symbols pay {multiplier} × total bet',
  freeSpinsAwarded: '{count} free spins won!',
  freeSpinsLeft: 'Free spins left: {count}',
  freeSpinNote: 'Free spins play at the bet that won them; nothing is taken from your balance.',
  freeSpin: 'Free spin',
  amountInvalid: 'Enter an amount with at most {digits} decimals.',
  amountWhole: 'Enter a whole amount, without decimals.',
  paytable: 'Paytable',
  symbol: 'Symbol',
  pays: '3 / 4 / 5 in a row pay (× line bet)',
  scatterPays: 'Anywhere: {pays} × total bet, and {spins} free spins',
  wildRule: 'WILD stands for every symbol except BONUS.',
  scatterRule:
    'BONUS pays anywhere on the reels: 3 / 4 / 5 of them pay {pays} × the total bet and win {spins} free spins.',
  linesRule: 'Lines pay from the leftmost reel; only the highest win per line is paid.',
  diceRule:
    'A win pays 99 ÷ target times the bet (1 % house edge). The roll comes from the provably fair generator below.',
  fair: 'Provably fair',
  fairIntro:
    'Each round is HMAC-SHA256(server seed, "client seed:nonce"). The server seed is secret until you rotate it, but its SHA-256 hash is shown before you play, so it cannot be changed afterwards.',
  serverSeedHash: 'Server seed hash (SHA-256)',
  clientSeed: 'Client seed',
  nextNonce: 'Next nonce',
  newClientSeed: 'New client seed',
  newClientSeedHelp: '1 to 64 characters; leave empty for a random one.',
  rotate: 'Reveal the server seed and start a new one',
  revealedSeed: 'Revealed server seed',
  revealedNote: 'Check that its SHA-256 equals the hash shown before, then verify your rounds.',
  roundsPlayed: 'Rounds played with it',
  verifyLink: 'Verify a round',
  history: 'Your recent rounds',
  historyEmpty: 'No rounds yet.',
  time: 'Time',
  result: 'Result',
  payout: 'Payout',
  nonce: 'Nonce',
  verify: 'Verify',
  notRevealed: 'Rotate the seed to verify',
  loading: 'Loading…',
  errorGeneric: 'Something went wrong. Please try again.',
  errorNetwork: 'The network is not responding. Your bet was not lost: try again.',
  errorFunds: 'Your balance is too low for this bet.',
  errorSession: 'This game session has ended. Go back to the lobby and launch the game again.',
  errorOtherGame: 'Free spins are waiting in another game. Finish them there first.',
  sessionEndedTitle: 'Game session ended',
  sessionEnded:
    'This game session has ended or the link was already used. Go back to the lobby and launch the game again.',
  ticketInvalid: 'This game link has expired or was already used.',
  verifyTitle: 'Verify a round',
  backToGame: 'Back to the game',
  verifyIntro:
    'Recompute any round in your own browser from the revealed server seed, your client seed and the nonce. Nothing is sent to the server.',
  game: 'Game',
  slotGame: 'Slot',
  diceGame: 'Dice',
  serverSeed: 'Server seed (revealed)',
  serverSeedHelp: '64 hexadecimal characters, as shown after rotating.',
  computedHash: 'SHA-256 of the server seed',
  hmac: 'HMAC-SHA256',
  stops: 'Reel stops',
  compute: 'Compute',
  verifyResult: 'Result',
  win: 'Win',
  lose: 'No win',
  symbols: {
    TEN: '10',
    JACK: 'Jack',
    QUEEN: 'Queen',
    KING: 'King',
    ACE: 'Ace',
    HEART: 'Heart',
    DIAMOND: 'Diamond',
    STAR: 'Star',
    SEVEN: 'Seven',
    WILD: 'Wild',
    SCATTER: 'Bonus',
  },
  baccaratTitle: 'Baccarat',
  baccaratGame: 'Baccarat',
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  betOn: 'Bet on',
  spotPays: { PLAYER: 'pays 1:1', BANKER: 'pays 0.95:1', TIE: 'pays 8:1' },
  deal: 'Deal',
  dealing: 'Dealing…',
  maxBet: 'Maximum bet',
  handLabel: '{hand}: {cards}, {points}',
  handEmpty: '{hand}: no cards yet',
  points: '{points} points',
  cardName: '{rank} of {suit}',
  ranks: {
    '1': 'Ace',
    '11': 'Jack',
    '12': 'Queen',
    '13': 'King',
  },
  suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  playerWins: 'Player wins, {player} to {banker}.',
  bankerWins: 'Banker wins, {banker} to {player}.',
  tieResult: 'Tie at {player}.',
  push: 'Your bet is returned.',
  rules: 'Rules',
  rulePayouts: 'Player pays 1:1. Banker pays 1:1 less 5 % commission. Tie pays 8:1.',
  rulePush: 'On a tie, bets on Player and Banker are returned.',
  ruleCounting:
    'Aces count 1, two to nine their number, tens and picture cards 0; a hand is worth the last digit of its total.',
  ruleDrawing:
    'A two-card 8 or 9 (a natural) ends the coup. Otherwise the Player draws a third card on 0 to 5, and the Banker draws by the standard tableau.',
  ruleReturn:
    'Return to player: Banker {banker} %, Player {player} %, Tie {tie} %. Cards come from the provably fair generator below, as from an endless shoe.',
  playerCards: 'Player cards',
  bankerCards: 'Banker cards',
};

const ja: PageMessages = {
  backToLobby: 'ロビーに戻る',
  realMoney: 'リアルマネー',
  freePlay: '無料プレイ',
  freePlayNote: '体験用の残高で遊んでいます。実際の残高は変わりません。',
  balance: '残高',
  slotTitle: 'スロット',
  diceTitle: 'ダイス（ロールアンダー）',
  play: 'プレイ',
  reels: 'リール',
  reelsResult: 'リール（上の行から）: {rows}',
  lines: 'ライン数',
  lineBet: '1ラインのベット額',
  totalBet: '合計ベット額',
  minBet: '最低ベット額',
  spin: 'スピン',
  spinning: 'スピン中…',
  bet: 'ベット額',
  target: 'この数字より下',
  targetHelp: '出目（0.00〜99.99）がこの数字より小さければ勝ちです。',
  winChance: '勝率',
  multiplier: '倍率',
  payoutOnWin: '勝った場合の払い戻し',
  roll: 'ロール',
  rolling: 'ロール中…',
  rollResult: '出目 {roll}',
  youWon: '{amount} の勝ちです。',
  noWin: '今回は当たりがありません。',
  lineWin: 'ライン {line}: {symbol} × {count} で1ラインのベット額の {multiplier} 倍',
  scatterWin: 'ボーナスシンボル {count} 個で合計ベット額の {multiplier} 倍',
  freeSpinsAwarded: 'フリースピン {count} 回獲得！',
  freeSpinsLeft: '残りフリースピン: {count} 回',
  freeSpinNote: 'フリースピンは獲得時のベット額で行われ、残高からは引かれません。',
  freeSpin: 'フリースピン',
  amountInvalid: '小数点以下{digits}桁までの金額を入力してください。',
  amountWhole: '小数点なしの金額を入力してください。',
  paytable: '配当表',
  symbol: 'シンボル',
  pays: '3 / 4 / 5 個そろいの配当（1ラインのベット額の倍数）',
  scatterPays: 'どこでも: 合計ベット額の {pays} 倍とフリースピン {spins} 回',
  wildRule: 'WILD は BONUS 以外のすべてのシンボルの代わりになります。',
  scatterRule:
    'BONUS はリールのどこに出ても配当になります。3 / 4 / 5 個で合計ベット額の {pays} 倍と、フリースピン {spins} 回を獲得します。',
  linesRule: 'ラインは一番左のリールから数えます。1ラインにつき最も高い配当のみが支払われます。',
  diceRule:
    '勝つとベット額の「99 ÷ 数字」倍が支払われます（ハウスエッジ 1%）。出目は下の公平性検証可能な仕組みで決まります。',
  fair: '公平性の検証',
  fairIntro:
    '各ラウンドの結果は HMAC-SHA256(サーバーシード, "クライアントシード:ノンス") で決まります。サーバーシードは切り替えるまで秘密ですが、プレイ前にその SHA-256 ハッシュを表示しているため、後から変更することはできません。',
  serverSeedHash: 'サーバーシードのハッシュ（SHA-256）',
  clientSeed: 'クライアントシード',
  nextNonce: '次のノンス',
  newClientSeed: '新しいクライアントシード',
  newClientSeedHelp: '1〜64 文字。空欄の場合はランダムに決まります。',
  rotate: 'サーバーシードを公開して新しいシードに切り替える',
  revealedSeed: '公開されたサーバーシード',
  revealedNote:
    'その SHA-256 が以前表示されたハッシュと一致することを確認し、ラウンドを検証してください。',
  roundsPlayed: 'このシードでのラウンド数',
  verifyLink: 'ラウンドを検証する',
  history: '最近のラウンド',
  historyEmpty: 'まだラウンドがありません。',
  time: '日時',
  result: '結果',
  payout: '払い戻し',
  nonce: 'ノンス',
  verify: '検証',
  notRevealed: 'シードを切り替えると検証できます',
  loading: '読み込み中…',
  errorGeneric: 'エラーが発生しました。もう一度お試しください。',
  errorNetwork: 'ネットワークが応答しません。ベットは失われていません。もう一度お試しください。',
  errorFunds: '残高がこのベット額に足りません。',
  errorSession:
    'このゲームセッションは終了しました。ロビーに戻ってもう一度ゲームを起動してください。',
  errorOtherGame: '別のゲームにフリースピンが残っています。先にそちらを終えてください。',
  sessionEndedTitle: 'ゲームセッション終了',
  sessionEnded:
    'このゲームセッションは終了したか、リンクがすでに使われています。ロビーに戻ってもう一度ゲームを起動してください。',
  ticketInvalid: 'このゲームのリンクは有効期限が切れているか、すでに使われています。',
  verifyTitle: 'ラウンドの検証',
  backToGame: 'ゲームに戻る',
  verifyIntro:
    '公開されたサーバーシード、クライアントシード、ノンスから、お使いのブラウザ内でラウンドを再計算します。サーバーには何も送信されません。',
  game: 'ゲーム',
  slotGame: 'スロット',
  diceGame: 'ダイス',
  serverSeed: 'サーバーシード（公開済み）',
  serverSeedHelp: '切り替え後に表示される 16 進数 64 文字。',
  computedHash: 'サーバーシードの SHA-256',
  hmac: 'HMAC-SHA256',
  stops: 'リールの停止位置',
  compute: '計算する',
  verifyResult: '結果',
  win: '勝ち',
  lose: '負け',
  symbols: {
    TEN: '10',
    JACK: 'ジャック',
    QUEEN: 'クイーン',
    KING: 'キング',
    ACE: 'エース',
    HEART: 'ハート',
    DIAMOND: 'ダイヤ',
    STAR: 'スター',
    SEVEN: 'セブン',
    WILD: 'ワイルド',
    SCATTER: 'ボーナス',
  },
  baccaratTitle: 'バカラ',
  baccaratGame: 'バカラ',
  player: 'プレイヤー',
  banker: 'バンカー',
  tie: 'タイ',
  betOn: 'ベット先',
  spotPays: { PLAYER: '配当 1:1', BANKER: '配当 0.95:1', TIE: '配当 8:1' },
  deal: 'ディール',
  dealing: 'ディール中…',
  maxBet: '最高ベット額',
  handLabel: '{hand}: {cards}、{points}',
  handEmpty: '{hand}: まだカードはありません',
  points: '{points}点',
  cardName: '{suit}の{rank}',
  ranks: {
    '1': 'エース',
    '11': 'ジャック',
    '12': 'クイーン',
    '13': 'キング',
  },
  suits: { S: 'スペード', H: 'ハート', D: 'ダイヤ', C: 'クラブ' },
  playerWins: 'プレイヤーの勝ち（{player} 対 {banker}）。',
  bankerWins: 'バンカーの勝ち（{banker} 対 {player}）。',
  tieResult: 'タイ（{player} 対 {banker}）です。',
  push: 'ベット額は返却されます。',
  rules: 'ルール',
  rulePayouts: 'プレイヤーは1:1、バンカーは5%のコミッションを引いて1:1、タイは8:1の配当です。',
  rulePush: 'タイのときは、プレイヤーとバンカーへのベットは返却されます。',
  ruleCounting: 'エースは1、2〜9は数字どおり、10と絵札は0と数え、合計の下1桁がハンドの点数です。',
  ruleDrawing:
    '最初の2枚で8または9（ナチュラル）なら勝負は終わりです。それ以外はプレイヤーが0〜5で3枚目を引き、バンカーは標準の規則表に従って引きます。',
  ruleReturn:
    'プレイヤーへの還元率: バンカー {banker}%、プレイヤー {player}%、タイ {tie}%。カードは下の証明可能な公平性の仕組みから、無限のシューのように配られます。',
  playerCards: 'プレイヤーのカード',
  bankerCards: 'バンカーのカード',
};

export const pageMessages: Record<PageLanguage, PageMessages> = { EN: en, JA: ja };

export function messagesFor(language: string): PageMessages {
  return language === 'JA' ? ja : en;
}
