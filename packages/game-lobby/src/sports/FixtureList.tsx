import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SportsFixture, SportsLeague } from '@lobbykit/api-contract';
import { formatDateTime } from '@lobbykit/i18n';
import { brandAtom } from '@lobbykit/session';
import { srOnly } from '../catalogue/a11y.css';
import { buttonLabel, marketName, selectionName } from './labels';
import { selectionId } from './slip';
import type { SlipPick } from './slip';
import * as styles from './Sports.css';

export interface FixtureListProps {
  leagues: readonly SportsLeague[];
  fixtures: readonly SportsFixture[];
  /** `selectionId`s on the slip. */
  onSlip: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
}

function FixtureState({ fixture }: { fixture: SportsFixture }) {
  const { t } = useLingui();
  const { state, score } = fixture;
  const text =
    state === 'live'
      ? t`In play`
      : state === 'played' && score
        ? t`Full time ${score.home}–${score.away}`
        : state === 'cancelled'
          ? t`Cancelled`
          : null;
  return text ? (
    <span className={styles.badge} data-state={state}>
      {text}
    </span>
  ) : null;
}

function Fixture({
  fixture,
  onSlip,
  onPick,
}: {
  fixture: SportsFixture;
  onSlip: ReadonlySet<string>;
  onPick: (pick: SlipPick) => void;
}) {
  const { t, i18n } = useLingui();
  const brand = useAtomValue(brandAtom);
  const home = fixture.home.name;
  const away = fixture.away.name;
  // §2.4 times in the brand's time zone; a fixture shows its kick-off to the minute.
  const kickoff = formatDateTime(fixture.kickoffAt, brand.timeZone).slice(0, 16);
  const headingId = `fixture-${fixture.fixtureId}`;
  // Past kick-off the platform still sends the markets, with their closing odds: shown closed, so
  // the row keeps its height when the match kicks off (issue 17 item 3).
  const closed = fixture.state !== 'open';
  return (
    <li className={styles.fixture} data-state={fixture.state}>
      <div className={styles.fixtureHead}>
        <h3 id={headingId} className={styles.teams}>
          <Trans>
            {home} v {away}
          </Trans>
        </h3>
        <span className={styles.time}>
          <time dateTime={fixture.kickoffAt}>{kickoff}</time>
        </span>
        <FixtureState fixture={fixture} />
      </div>
      {fixture.markets.length > 0 ? (
        <div className={styles.markets}>
          {fixture.markets.map((market) => {
            const name = marketName(i18n, market.market, fixture.sport);
            const group = t`${name}: ${home} v ${away}`;
            return (
              <div key={market.market} className={styles.market} role="group" aria-label={group}>
                <p className={styles.marketName} aria-hidden="true">
                  {name}
                </p>
                <div className={styles.prices}>
                  {market.selections.map(({ selection, odds }) => {
                    const pick: SlipPick = {
                      fixtureId: fixture.fixtureId,
                      market: market.market,
                      selection,
                      line: market.line,
                      odds,
                      stake: '',
                      home,
                      away,
                    };
                    const chosen = selectionName(i18n, pick, { home, away });
                    return (
                      <button
                        key={selection}
                        type="button"
                        className={styles.price}
                        aria-pressed={onSlip.has(selectionId(pick))}
                        disabled={closed}
                        onClick={() => onPick(pick)}
                      >
                        {/* The button's name says it all; the short label and odds are for the eye. */}
                        <span aria-hidden="true">{buttonLabel(i18n, pick, fixture.sport)}</span>
                        <span aria-hidden="true" className={styles.odds}>
                          {odds}
                        </span>
                        <span className={srOnly}>
                          {closed
                            ? t`${name}: ${chosen}, closing odds ${odds}, betting closed`
                            : t`${name}: ${chosen} at ${odds}`}
                        </span>
                      </button>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </div>
      ) : null}
    </li>
  );
}

/** The sport's fixtures by league, in kick-off order, each open one with its market buttons. */
export function FixtureList({ leagues, fixtures, onSlip, onPick }: FixtureListProps) {
  return (
    <>
      {leagues.map((league) => {
        const own = fixtures.filter((f) => f.league === league.code);
        const id = `league-${league.code}`;
        return (
          <section key={league.code} className={styles.league} aria-labelledby={id}>
            <h2 id={id} className={styles.heading}>
              {league.name}
            </h2>
            {own.length === 0 ? (
              <p className={styles.muted}>
                <Trans>No fixtures in this league right now. The next ones appear soon.</Trans>
              </p>
            ) : (
              <ul className={styles.fixtures}>
                {own.map((fixture) => (
                  <Fixture
                    key={fixture.fixtureId}
                    fixture={fixture}
                    onSlip={onSlip}
                    onPick={onPick}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
