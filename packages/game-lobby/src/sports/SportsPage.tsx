import { useMemo, useReducer, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type { SportKind } from '@lobbykit/api-contract';
import {
  BALANCE_KEY,
  accountPopupAtom,
  apiAtom,
  invalidatePlatformQueriesAtom,
  moneyFormatAtom,
  platformQueryContextAtom,
  requestLoginAtom,
  requireRealAccountAtom,
  sessionAtom,
  useMutation,
  isApiError,
  useQuery,
} from '@lobbykit/session';
import { Button, Tabs } from '@lobbykit/ui-kit';
import { attemptFor, newSlipKey } from '../lottery/slip';
import { BetSlip } from './BetSlip';
import type { PlaceState } from './BetSlip';
import { FixtureList } from './FixtureList';
import { sportNames } from './labels';
import { MyBets } from './MyBets';
import { placeFailure, placeMessage } from './placeErrors';
import { betRequest, emptySlip, selectionId, slipReducer, slipSignature } from './slip';
import type { BetRequest } from './slip';
import { SPORTS_BETS_KEY, boardQuery } from './sportsQueries';
import { useSteadyFixtures } from './steadyFixtures';
import * as styles from './Sports.css';

const sports: readonly SportKind[] = ['football', 'basketball', 'esports'];
const isSport = (value: string | null): value is SportKind => sports.includes(value as SportKind);

/**
 * §2.1 /fbSports, the demo provider's sportsbook (issue 16 item 4): sport tabs (`?sport=`), each
 * sport's leagues and fixtures with their markets and odds now, the bet slip (singles or an
 * accumulator, stakes within the limits, moved odds to accept) and the member's bets. A visitor
 * browses; placing needs a real account (§5, §6).
 */
export default function SportsPage() {
  const { t, i18n } = useLingui();
  const store = useStore();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const session = useAtomValue(sessionAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const minorUnits = money.minorUnits ?? 2;
  const [params, setParams] = useSearchParams();
  const asked = params.get('sport');
  const sport: SportKind = isSport(asked) ? asked : 'football';

  const board = useQuery({
    ...boardQuery(context),
    // The odds move every 30 s: ask again when the quoted ones end (and fixtures kick off).
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      return Math.max(2_000, Date.parse(data.oddsUntil) - Date.parse(data.serverTime) + 500);
    },
  });

  // The list keeps the rows that left the board while it is in view; the slip checks against the
  // board itself.
  const fixtures = useSteadyFixtures(board.data?.fixtures);

  const [slip, dispatch] = useReducer(slipReducer, emptySlip);
  const [place, setPlace] = useState<PlaceState>({ kind: 'idle' });
  const onSlip = useMemo(() => new Set(slip.picks.map(selectionId)), [slip.picks]);
  const bet = useMutation({
    mutationFn: (request: BetRequest) => store.get(apiAtom).sportsBet(request),
  });

  const onPlace = () => {
    if (slip.picks.length === 0 || bet.isPending) return;
    // §5, §6: a visitor logs in first; a trial player is told a real account is needed.
    if (!store.set(requireRealAccountAtom)) return;
    const attempt = attemptFor(slip, slipSignature(slip, minorUnits), newSlipKey);
    dispatch({ kind: 'attempt', attempt });
    setPlace({ kind: 'placing' });
    bet.mutate(betRequest(slip, minorUnits, attempt.key), {
      onSuccess: (placed) => {
        dispatch({ kind: 'clear' });
        setPlace({ kind: 'placed', count: placed.bets.length });
        void invalidate(SPORTS_BETS_KEY);
        void invalidate(BALANCE_KEY);
      },
      onError: (error) => {
        const failure = placeFailure(error);
        switch (failure.kind) {
          case 'oddsChanged':
            // The board's new odds show on the slip, each moved pick with "Accept new odds".
            void board.refetch();
            setPlace({
              kind: 'failed',
              message: t`The odds of a pick changed. Nothing was staked: check the new odds on your slip and accept them to place it.`,
            });
            return;
          case 'closed':
            void board.refetch();
            setPlace({
              kind: 'failed',
              message: t`A match on your slip has kicked off. Nothing was staked: remove it and place the slip again.`,
            });
            return;
          case 'session':
            setPlace({ kind: 'idle' });
            store.set(requestLoginAtom);
            return;
          case 'realAccount':
            setPlace({ kind: 'idle' });
            store.set(accountPopupAtom, { kind: 'realAccountNeeded' });
            return;
          case 'message':
            // Hidden by the operator since the page loaded: the board turns to "not available".
            if (isApiError(error) && error.errorCode === 'SPORTS_UNAVAILABLE') void board.refetch();
            setPlace({ kind: 'failed', message: placeMessage(i18n, error) });
            return;
          default: {
            const never: never = failure;
            throw new Error(`unknown failure ${JSON.stringify(never)}`);
          }
        }
      },
    });
  };

  // The operator hid the sportsbook for this site (the FB vendor or its games): say so, and the
  // way back, instead of an empty board and a slip that cannot be placed.
  if (isApiError(board.error) && board.error.errorCode === 'SPORTS_UNAVAILABLE') {
    return (
      <div className={styles.page}>
        <section
          className={`${styles.card} ${styles.unavailable}`}
          aria-labelledby="sports-title"
          data-testid="sports-unavailable"
        >
          <h1 id="sports-title" className={styles.title}>
            <Trans>Sports</Trans>
          </h1>
          <p role="status">
            <Trans>Sports betting is not available on this site at the moment.</Trans>
          </p>
          <p className={styles.muted}>
            <Trans>
              Bets you have already placed still settle; you find them in your betting record.
            </Trans>
          </p>
          <Link to="/" className={styles.back}>
            <span aria-hidden="true">←&nbsp;</span>
            <Trans>Back to lobby</Trans>
          </Link>
        </section>
      </div>
    );
  }

  const data = board.data;
  const fixturesOf = (kind: SportKind) => {
    if (!data) {
      return board.isError ? (
        <div role="alert">
          <p className={styles.muted}>
            <Trans>The fixtures could not be loaded.</Trans>
          </p>
          <Button variant="soft" onPress={() => void board.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>
          <Trans>Loading…</Trans>
        </p>
      );
    }
    return (
      <FixtureList
        leagues={data.leagues.filter((l) => l.sport === kind)}
        fixtures={fixtures.filter((f) => f.sport === kind)}
        onSlip={onSlip}
        onPick={(pick) => {
          setPlace({ kind: 'idle' });
          dispatch({ kind: 'toggle', pick: { ...pick, stake: data.minStake } });
        }}
      />
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <section className={styles.card} aria-labelledby="sports-title">
          <h1 id="sports-title" className={styles.title}>
            <Trans>Sports</Trans>
          </h1>
          <p className={styles.muted}>
            <Trans>
              Matches kick off every few minutes and play out in minutes. Betting closes at
              kick-off; every bet is settled at full time.
            </Trans>
          </p>
          <Tabs
            label={t`Sports`}
            selectedId={sport}
            onSelectionChange={(id) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('sport', id);
                  return next;
                },
                { replace: true },
              )
            }
            items={sports.map((kind) => ({
              id: kind,
              label: i18n._(sportNames[kind]),
              content: <div className={styles.main}>{fixturesOf(kind)}</div>,
            }))}
          />
        </section>
        {session.kind === 'member' ? <MyBets /> : null}
      </div>
      <BetSlip
        slip={slip}
        dispatch={(action) => {
          setPlace({ kind: 'idle' });
          dispatch(action);
        }}
        board={data}
        place={place}
        onPlace={onPlace}
      />
    </div>
  );
}
