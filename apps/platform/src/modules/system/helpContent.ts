import type { HelpTopic } from '../../db/schema/index';

/**
 * Default help centre and player guide (§2.5 guide sections: vip, faq, newbie, about, deposit,
 * game), in both languages (§9 EN and JA). A merchant's own `help_content` replaces it.
 */
export const defaultHelp: Record<'EN' | 'JA', HelpTopic[]> = {
  EN: [
    {
      tag: 'vip',
      title: 'VIP programme',
      content:
        '<p>Every member starts at VIP level 1. Your level rises with your valid bets over a calendar month, up to level 6.</p><ul><li>Level 2 and above: a birthday bonus.</li><li>Level 4 and above: a higher daily withdrawal limit.</li><li>Level 6: a personal account manager.</li></ul><p>Levels are reviewed on the first day of each month. Your current level is shown next to your account name.</p>',
    },
    {
      tag: 'faq',
      title: 'Frequently asked questions',
      content:
        '<h3>I forgot my password.</h3><p>Choose "Forgot password" in the login window and reset it by e-mail or with a code sent to your mobile.</p><h3>Why am I asked to type a captcha?</h3><p>After several failed logins we ask for a captcha to protect your account.</p><h3>How long does a withdrawal take?</h3><p>Most withdrawals are processed within 30 minutes once approved.</p><h3>Can I have more than one account?</h3><p>No. One account per person; duplicate accounts may be closed.</p>',
    },
    {
      tag: 'newbie',
      title: 'New player guide',
      content:
        '<ol><li>Register with a username or your mobile number.</li><li>Make your first deposit from the member centre.</li><li>Pick a game from the lobby; games marked "Free trial" can be played without money.</li><li>Withdraw your winnings to your registered bank account.</li></ol><p>Set a deposit limit in the member centre if you want to keep your play in check.</p>',
    },
    {
      tag: 'about',
      title: 'About us',
      content:
        '<p>We are an online entertainment site offering lottery, live casino, slots, sports and more. We are registered and licensed in a Caribbean island jurisdiction.</p><p>Players must be of legal age. Please play responsibly.</p>',
    },
    {
      tag: 'deposit',
      title: 'Deposits',
      content:
        '<p>Open the member centre and choose "Deposit". Select a payment method, enter the amount and follow the instructions. Deposits usually arrive within a few minutes.</p><p>Always use an account in your own name. Contact customer service if a deposit has not arrived after 30 minutes.</p>',
    },
    {
      tag: 'game',
      title: 'Games',
      content:
        '<p>Browse games by category: lottery, live casino, slots, sports, e-sports, fishing, card games and more. Use the search box to find a game by name, and the heart icon to keep your favourites.</p><p>Game rules are shown inside each game. If a game is under maintenance, we recommend similar games.</p>',
    },
  ],
  JA: [
    {
      tag: 'vip',
      title: 'VIPプログラム',
      content:
        '<p>すべての会員はVIPレベル1から始まります。月間の有効ベット額に応じて、最大レベル6まで上がります。</p><ul><li>レベル2以上：誕生日ボーナス</li><li>レベル4以上：1日の出金上限の引き上げ</li><li>レベル6：専任アカウントマネージャー</li></ul><p>レベルは毎月1日に見直されます。現在のレベルはアカウント名の横に表示されます。</p>',
    },
    {
      tag: 'faq',
      title: 'よくある質問',
      content:
        '<h3>パスワードを忘れました。</h3><p>ログイン画面の「パスワードをお忘れですか」から、メールまたは携帯電話に届く認証コードで再設定できます。</p><h3>画像認証を求められるのはなぜですか？</h3><p>ログインに何度か失敗すると、アカウント保護のため画像認証をお願いしています。</p><h3>出金にはどのくらいかかりますか？</h3><p>承認後、ほとんどの出金は30分以内に処理されます。</p><h3>複数のアカウントを持てますか？</h3><p>いいえ。お一人様1アカウントです。重複アカウントは閉鎖される場合があります。</p>',
    },
    {
      tag: 'newbie',
      title: '初心者ガイド',
      content:
        '<ol><li>ユーザー名または携帯電話番号で登録します。</li><li>会員センターから初回入金をします。</li><li>ロビーからゲームを選びます。「無料体験」のゲームはお金を使わずに遊べます。</li><li>勝ち金は登録済みの銀行口座へ出金できます。</li></ol><p>遊びすぎを防ぐため、会員センターで入金上限を設定できます。</p>',
    },
    {
      tag: 'about',
      title: '会社概要',
      content:
        '<p>当サイトは宝くじ、ライブカジノ、スロット、スポーツなどを提供するオンラインエンターテインメントサイトです。カリブ海の島国の管轄区域で登録・ライセンスを取得しています。</p><p>ご利用は法定年齢以上の方に限ります。節度を持ってお楽しみください。</p>',
    },
    {
      tag: 'deposit',
      title: '入金について',
      content:
        '<p>会員センターを開き「入金」を選んでください。決済方法を選び、金額を入力して案内に従ってください。通常、数分以内に反映されます。</p><p>必ずご本人名義の口座をご利用ください。30分経っても反映されない場合はカスタマーサービスへご連絡ください。</p>',
    },
    {
      tag: 'game',
      title: 'ゲームについて',
      content:
        '<p>宝くじ、ライブカジノ、スロット、スポーツ、eスポーツ、フィッシング、カードゲームなどのカテゴリーからゲームを探せます。検索ボックスでゲーム名を検索し、ハートのアイコンでお気に入りに登録できます。</p><p>各ゲームのルールはゲーム内に表示されます。メンテナンス中のゲームには、似たゲームをおすすめします。</p>',
    },
  ],
};
