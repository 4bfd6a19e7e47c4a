import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LotteryResult } from '@lobbykit/api-contract';
import { formatDateTime } from '@lobbykit/i18n';
import { brandAtom, platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { Balls } from './Balls';
import { resultsQuery, verifyQuery } from './lotteryQueries';
import * as styles from './Lottery.css';

/** SHA-256 of the seed as the platform hashes it (UTF-8, lower-case hex), in this browser. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The browser's own check of the hash: true, false, or null while it runs (or without WebCrypto). */
function useBrowserHashCheck(seed: string, hash: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    if (typeof crypto === 'undefined' || !crypto.subtle) return undefined;
    void sha256Hex(seed).then(
      (hex) => live && setMatches(hex === hash.toLowerCase()),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [seed, hash]);
  return matches;
}

function Verification({ gameCode, result }: { gameCode: string; result: LotteryResult }) {
  const context = useAtomValue(platformQueryContextAtom);
  const verify = useQuery(verifyQuery(context, gameCode, result.drawNumber));
  const browser = useBrowserHashCheck(result.serverSeed, result.serverSeedHash);
  const yes = (ok: boolean) => (ok ? <Trans>Yes</Trans> : <Trans>No</Trans>);
  return (
    <dl className={styles.facts} data-testid={`verification-${result.drawNumber}`}>
      <dt>
        <Trans>Seed</Trans>
      </dt>
      <dd className={styles.mono}>{result.serverSeed}</dd>
      <dt>
        <Trans>Published hash</Trans>
      </dt>
      <dd className={styles.mono}>{result.serverSeedHash}</dd>
      <dt>
        <Trans>Hash matches (this browser)</Trans>
      </dt>
      <dd>{browser === null ? '…' : yes(browser)}</dd>
      <dt>
        <Trans>Platform’s check</Trans>
      </dt>
      <dd>
        {verify.data ? (
          verify.data.hashMatches && verify.data.resultMatches ? (
            <Trans>Verified: the seed matches its hash and gives these numbers.</Trans>
          ) : (
            <Trans>Not verified: the seed or the numbers do not match.</Trans>
          )
        ) : verify.isError ? (
          <Trans>The check could not be made. Please try again later.</Trans>
        ) : (
          '…'
        )}
      </dd>
    </dl>
  );
}

/** The game's recent draws, newest first, each with a "Verify" that shows its seed and checks. */
export function Results({ gameCode, twoDigits }: { gameCode: string; twoDigits: boolean }) {
  const { t } = useLingui();
  const brand = useAtomValue(brandAtom);
  const context = useAtomValue(platformQueryContextAtom);
  // A draw is drawn at its time and settled by the platform's job within 10 s: ask each 10 s.
  const results = useQuery({ ...resultsQuery(context, gameCode), refetchInterval: 10_000 });
  const [open, setOpen] = useState<number | null>(null);
  const list = results.data?.results ?? [];
  return (
    <section className={styles.card} aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className={styles.heading}>
        <Trans>Results</Trans>
      </h2>
      {results.isPending ? (
        <p className={styles.muted}>
          <Trans>Loading…</Trans>
        </p>
      ) : results.isError && list.length === 0 ? (
        <p className={styles.muted}>
          <Trans>The results could not be loaded.</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No draw has been drawn yet.</Trans>
        </p>
      ) : (
        <ul className={styles.rows} aria-label={t`Recent results`}>
          {list.map((result) => {
            const drawNumber = result.drawNumber;
            const shown = open === drawNumber;
            return (
              <li key={drawNumber} className={styles.row} data-testid={`result-${drawNumber}`}>
                <div className={styles.rowHead}>
                  <strong>
                    <Trans>Draw {drawNumber}</Trans>
                  </strong>
                  <span className={styles.muted}>
                    {formatDateTime(result.drawAt, brand.timeZone)}
                  </span>
                </div>
                <Balls numbers={result.numbers} twoDigits={twoDigits} />
                <button
                  type="button"
                  className={styles.textButton}
                  aria-expanded={shown}
                  aria-controls={`lottery-verify-${drawNumber}`}
                  onClick={() => setOpen(shown ? null : drawNumber)}
                >
                  <Trans>Verify draw {drawNumber}</Trans>
                </button>
                <div id={`lottery-verify-${drawNumber}`} hidden={!shown}>
                  {shown ? <Verification gameCode={gameCode} result={result} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
