-- The demo announcements said things the product does not do: a weekend slot tournament with a
-- 1,000,000 prize pool (there is no tournament), a Tuesday maintenance window, new slots every
-- Friday, live chat on every brand, staff pausing accounts. The seed (announcements/seeds.ts) now
-- says only what is true; this rewrites the rows still exactly as they were seeded, matched by
-- their whole old text, type, audience and language, on merchants the demo seed was given to.
-- A row an operator wrote or edited differs somewhere and is left alone; dates are left as they
-- are (an announcement that ended stays ended).
UPDATE "announcements" SET title = 'When the site is under maintenance', content = '<p>While the site is closed for maintenance, every page says so, and customer service stays open.</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss=''onerror''"><script>document.body.dataset.xss = ''script'';</script><p>Your balance and open bets are kept as they are.</p>'
 WHERE "type" = 'PU' AND "language" = 'EN' AND "execution" = 'A'
   AND "promotion_type" IS NULL
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = 'Scheduled maintenance on Tuesday'
   AND "content" = '<p>Some live tables will be unavailable on Tuesday from 04:00 to 06:00 (JST) while we upgrade our servers.</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss=''onerror''"><script>document.body.dataset.xss = ''script'';</script><p>Your balance and open bets are not affected.</p>';
--> statement-breakpoint
UPDATE "announcements" SET title = 'メンテナンス中のご案内', content = '<p>メンテナンス中はすべてのページでその旨をお知らせします。カスタマーサービスは引き続きご利用いただけます。</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss=''onerror''"><script>document.body.dataset.xss = ''script'';</script><p>残高および未確定のベットはそのまま保たれます。</p>'
 WHERE "type" = 'PU' AND "language" = 'JA' AND "execution" = 'A'
   AND "promotion_type" IS NULL
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = '火曜日の定期メンテナンスのお知らせ'
   AND "content" = '<p>サーバー増強のため、火曜日 4:00〜6:00（日本時間）は一部のライブテーブルがご利用いただけません。</p><img src="/announcements/maintenance.png" alt="" onerror="document.body.dataset.xss=''onerror''"><script>document.body.dataset.xss = ''script'';</script><p>残高および未確定のベットに影響はありません。</p>';
--> statement-breakpoint
UPDATE "announcements" SET title = 'New games in one place', content = '<p>Every game marked new is collected under <a href="/new">New games</a>.</p>'
 WHERE "type" = 'H' AND "language" = 'EN' AND "execution" = 'A'
   AND "promotion_type" IS NULL
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = 'New slots every Friday'
   AND "content" = '<p>Fresh releases from our providers arrive every Friday. Find them under <a href="/new">New games</a>.</p>';
--> statement-breakpoint
UPDATE "announcements" SET title = '新着ゲームはこちら', content = '<p>新着マークの付いたゲームは<a href="/new">新着ゲーム</a>にまとめてあります。</p>'
 WHERE "type" = 'H' AND "language" = 'JA' AND "execution" = 'A'
   AND "promotion_type" IS NULL
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = '毎週金曜日に新作スロット登場'
   AND "content" = '<p>毎週金曜日に各プロバイダーの新作が登場します。<a href="/new">新着ゲーム</a>からご覧ください。</p>';
--> statement-breakpoint
UPDATE "announcements" SET title = 'Customer service is open 24 hours', content = '<p>Our team is here around the clock, every day of the year: press <em>Customer service</em> on any page to chat live where chat is offered, or to write to us by e-mail. The e-mail address is in the menu too.</p>'
 WHERE "type" = 'H' AND "language" = 'EN' AND "execution" = 'A'
   AND "promotion_type" IS NULL
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = 'Customer service is open 24 hours'
   AND "content" = '<p>Our team answers by live chat and e-mail around the clock, every day of the year.</p>';
--> statement-breakpoint
UPDATE "announcements" SET title = 'カスタマーサービスは24時間対応', content = '<p>年中無休・24時間ご対応いたします。どのページでも<em>カスタマーサービス</em>を押すと、ライブチャット（ご用意がある場合）またはメールでお問い合わせいただけます。メールアドレスはメニューにも記載しています。</p>'
 WHERE "type" = 'H' AND "language" = 'JA' AND "execution" = 'A'
   AND "promotion_type" IS NULL
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = 'カスタマーサービスは24時間対応'
   AND "content" = '<p>ライブチャットとメールで、年中無休・24時間ご対応いたします。</p>';
--> statement-breakpoint
UPDATE "announcements" SET title = 'Play responsibly', content = '<p>Set deposit and loss limits, a session time limit and a reality check under <em>My account</em> or on the <em>Responsible gambling</em> page. If gaming stops being fun, take a time-out (24 hours to 6 weeks) or exclude yourself (6 months to 5 years): you are logged out at once.</p>'
 WHERE "type" = 'B' AND "language" = 'EN' AND "execution" = 'B'
   AND "promotion_type" IS NULL
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = 'Play responsibly'
   AND "content" = '<p>Set deposit and time limits in <em>Security centre</em>. If gaming stops being fun, our team can pause your account for you.</p>';
--> statement-breakpoint
UPDATE "announcements" SET title = '責任あるプレイのために', content = '<p><em>マイアカウント</em>または<em>責任あるギャンブル</em>のページで、入金・損失の上限、利用時間の上限、リアリティチェックを設定できます。楽しめなくなったときは、タイムアウト（24時間〜6週間）や自己排除（6か月〜5年）をご利用ください。すぐにログアウトされます。</p>'
 WHERE "type" = 'B' AND "language" = 'JA' AND "execution" = 'B'
   AND "promotion_type" IS NULL
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = '責任あるプレイのために'
   AND "content" = '<p><em>セキュリティセンター</em>で入金額と利用時間の上限を設定できます。楽しめなくなったときは、サポートがアカウントを一時停止いたします。</p>';
--> statement-breakpoint
UPDATE "announcements" SET title = 'VIP levels 1 to 6', content = '<p>Your VIP level rises with your turnover over a rolling period. See your level, your progress to the next one and what each level brings on the <a href="/member/vip">VIP level</a> page.</p>', promotion_type = 'VIP'
 WHERE "type" = 'PR' AND "language" = 'EN' AND "execution" = 'B'
   AND "promotion_type" = 'TOURNAMENT'
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = 'Weekend slot tournament'
   AND "content" = '<p>Climb the leaderboard from Friday 18:00 to Sunday 23:59. The top 100 players share a prize pool of <strong>1,000,000</strong>.</p>';
--> statement-breakpoint
UPDATE "announcements" SET title = 'VIPレベル1〜6', content = '<p>VIPレベルは直近の一定期間のベット額に応じて上がります。現在のレベル、次のレベルまでの進み具合、各レベルの特典は<a href="/member/vip">VIPレベル</a>のページでご確認いただけます。</p>', promotion_type = 'VIP'
 WHERE "type" = 'PR' AND "language" = 'JA' AND "execution" = 'B'
   AND "promotion_type" = 'TOURNAMENT'
   AND "merchant_id" IN (SELECT "merchant_id" FROM "content_seeds" WHERE "kind" = 'announcements')
   AND "title" = '週末スロットトーナメント'
   AND "content" = '<p>金曜18:00から日曜23:59までランキング上位を目指しましょう。上位100名で賞金総額<strong>1,000,000</strong>を山分けします。</p>';
