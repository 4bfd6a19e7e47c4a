import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LotterySelection } from '@lobbykit/api-contract';
import {
  BALANCE_KEY,
  accountPopupAtom,
  apiAtom,
  invalidatePlatformQueriesAtom,
  isApiError,
  moneyFormatAtom,
  platformQueryContextAtom,
  requestLoginAtom,
  useMutation,
  useQuery,
} from '@lobbykit/session';
import { Button, Tabs } from '@lobbykit/ui-kit';
import { BetSlip } from './BetSlip';
import type { PlaceState } from './BetSlip';
import { clockOffset, currentDraw } from './countdown';
import { DrawHeader, useDeviceNow } from './DrawHeader';
import { playTypeName } from './labels';
import { LOTTERY_BETS_KEY, boardQuery } from './lotteryQueries';
import { MyBets } from './MyBets';
import { PickPanel } from './PickPanel';
import { placeFailure } from './placeErrors';
import { placeMessage } from './placeMessages';
import { Results } from './Results';
import {
  attemptFor,
  betRequest,
  emptySlip,
  newSlipKey,
  slipMaxBets,
  slipReducer,
  slipSignature,
} from './slip';
import * as styles from './Lottery.css';

export interface BettingViewProps {
  gameCode: string;
  /** §2.3 a launcher's `playType`: the tab the view opens on, when the game has it. */
  playType?: string | null;
}

/**
 * The betting view of one lottery game: the draw being taken with its countdown, the play types
 * with their picks and odds, the slip, the recent results and the member's bets.
 */
export function BettingView({ gameCode, playType }: BettingViewProps) {
  const { t, i18n } = useLingui();
  const store = useStore();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const invalidate = useSetAtom(invalidatePlatformQueriesAtom);
  const minorUnits = money.minorUnits ?? 2;
  const now = useDeviceNow();
  const board = useQuery({
    ...boardQuery(context, gameCode),
    // Between a close and the next draw's arrival, ask again every 2 s (never a blank view).
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      const offset = clockOffset(data.serverTime, query.state.dataUpdatedAt);
      return currentDraw(data.draws, Date.now(), offset) ? false : 2_000;
    },
  });
  const offset = board.data ? clockOffset(board.data.serverTime, board.dataUpdatedAt) : 0;
  const draw = board.data ? currentDraw(board.data.draws, now, offset) : null;
  const drawNumber = draw?.drawNumber ?? null;

  // The draw being taken moved on (it closed): ask for the board again, for the draws after it.
  const seenDraw = useRef<number | null>(null);
  const { refetch } = board;
  useEffect(() => {
    if (drawNumber === seenDraw.current) return;
    if (seenDraw.current !== null) void refetch();
    seenDraw.current = drawNumber;
  }, [drawNumber, refetch]);

  const [slip, dispatch] = useReducer(slipReducer, emptySlip);
  const [place, setPlace] = useState<PlaceState>({ kind: 'idle' });
  const onSlip = useMemo(() => new Set(slip.lines.map((line) => line.id)), [slip.lines]);
  const playTypes = board.data?.playTypes ?? [];
  const game = board.data?.game;
  const [tab, setTab] = useState<string | null>(null);
  const selectedTab =
    tab ??
    playTypes.find((p) => p.code === playType)?.code ??
    playTypes.find((p) => p.code === game?.defaultPlayType)?.code ??
    playTypes[0]?.code ??
    '';

  const bet = useMutation({
    mutationFn: (request: ReturnType<typeof betRequest>) => store.get(apiAtom).lotteryBet(request),
  });

  const addLine = (kind: 'toggle' | 'add', code: string, selection: LotterySelection) => {
    const type = playTypes.find((p) => p.code === code);
    setPlace({ kind: 'idle' });
    dispatch({ kind, playType: code, selection, stake: type?.minStake ?? '' });
  };

  const onPlace = () => {
    if (drawNumber === null || slip.lines.length === 0 || bet.isPending) return;
    const signature = slipSignature(gameCode, drawNumber, slip.lines, minorUnits);
    const attempt = attemptFor(slip, signature, newSlipKey);
    dispatch({ kind: 'attempt', attempt });
    setPlace({ kind: 'placing' });
    bet.mutate(betRequest(gameCode, drawNumber, slip.lines, minorUnits, attempt.key), {
      onSuccess: (placed) => {
        dispatch({ kind: 'clear' });
        setPlace({ kind: 'placed', count: placed.bets.length, drawNumber });
        void invalidate(LOTTERY_BETS_KEY);
        void invalidate(BALANCE_KEY);
      },
      onError: (error) => {
        const failure = placeFailure(error);
        switch (failure.kind) {
          case 'drawClosed':
            void board.refetch();
            setPlace({
              kind: 'failed',
              message: t`Betting on draw ${drawNumber} has closed. Nothing was staked: your slip is kept, place it on the next draw.`,
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

  if (!board.data) {
    return (
      <section className={styles.card} aria-labelledby="lottery-game-title">
        <h1 id="lottery-game-title" className={styles.title}>
          <Trans>Lottery</Trans>
        </h1>
        {board.isError ? (
          <>
            <p className={styles.muted} role="alert">
              {isApiError(board.error) && board.error.errorCode === 'NOT_FOUND' ? (
                <Trans>This game could not be found.</Trans>
              ) : (
                <Trans>The game could not be loaded.</Trans>
              )}
            </p>
            <Button variant="soft" onPress={() => void board.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </>
        ) : (
          <p className={styles.muted}>
            <Trans>Loading…</Trans>
          </p>
        )}
      </section>
    );
  }

  const twoDigits = playTypes.some((p) => p.pick.kind === 'number' && p.pick.high === 99);
  return (
    <>
      <DrawHeader gameName={board.data.game.gameName} draw={draw} now={now} offset={offset} />
      <div className={styles.betArea}>
        <section aria-labelledby="lottery-play-title" className={styles.main}>
          <h2 id="lottery-play-title" className={styles.heading}>
            <Trans>Pick your bets</Trans>
          </h2>
          <Tabs
            label={t`Play types`}
            selectedId={selectedTab}
            onSelectionChange={setTab}
            items={playTypes.map((type) => ({
              id: type.code,
              label: playTypeName(i18n, type.code),
              content: (
                <PickPanel
                  key={type.code}
                  playType={type}
                  onSlip={onSlip}
                  slipFull={slip.lines.length >= slipMaxBets}
                  onToggle={(selection) => addLine('toggle', type.code, selection)}
                  onAdd={(selection) => addLine('add', type.code, selection)}
                />
              ),
            }))}
          />
        </section>
        <BetSlip
          slip={slip}
          dispatch={(action) => {
            setPlace({ kind: 'idle' });
            dispatch(action);
          }}
          playTypes={playTypes}
          drawNumber={drawNumber}
          place={place}
          onPlace={onPlace}
        />
      </div>
      <div className={styles.lists}>
        <Results gameCode={gameCode} twoDigits={twoDigits} />
        <MyBets gameCode={gameCode} playTypes={playTypes} />
      </div>
    </>
  );
}
