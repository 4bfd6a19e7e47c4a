const minute = 60_000;

/**
 * When the next reality check is due (issue 14 item 9): the first whole interval after `now`,
 * counted from the login's start, so a reload or a new tab keeps the player's clock instead of
 * starting it again. Times in milliseconds since the epoch.
 */
export function nextCheckAt(since: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * minute;
  const passed = Math.max(0, now - since);
  return since + (Math.floor(passed / interval) + 1) * interval;
}

/** Whole minutes between the login and `now`, for "time played". */
export function minutesSince(since: number, now: number): number {
  return Math.max(0, Math.floor((now - since) / minute));
}
