/**
 * The draw countdown, counted on the platform's clock (`serverTime` of the board), never the
 * device's: a phone whose clock is two minutes off still closes its slip when the platform does.
 */

/** How far the platform's clock is ahead of this device's (ms; negative when behind). */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** The platform's time now, from the device's clock and the offset. */
export function serverNow(deviceNow: number, offset: number): number {
  return deviceNow + offset;
}

/** Milliseconds left until `closeAt` on the platform's clock; never below zero. */
export function remainingMs(closeAt: string, deviceNow: number, offset: number): number {
  return Math.max(0, Date.parse(closeAt) - serverNow(deviceNow, offset));
}

export interface CountdownParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** The whole seconds left, rounded up (1 ms left still reads 00:01, 0 reads 00:00). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "02:59", or "3:59:59" past an hour (the VN draw is 4 h apart, 6/45 8 h). */
export function formatCountdown(ms: number): string {
  const { hours, minutes, seconds } = countdownParts(ms);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * The minutes a screen reader is told are left: whole minutes rounded up, so the live region
 * changes once a minute (and once more at the last minute), not every second.
 */
export function announcedMinutes(ms: number): number {
  return Math.ceil(Math.max(0, ms) / 60_000);
}

/**
 * The draw the view takes bets on: the first open draw whose close time is still ahead on the
 * platform's clock, or null when every listed draw has closed (the view then asks again).
 */
export function currentDraw<T extends { closeAt: string }>(
  draws: readonly T[],
  deviceNow: number,
  offset: number,
): T | null {
  return draws.find((draw) => remainingMs(draw.closeAt, deviceNow, offset) > 0) ?? null;
}
