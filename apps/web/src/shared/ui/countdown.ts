const SECOND_MS = 1000;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A countdown as hours, minutes and seconds, each two digits; whole days fold into the hours
 * (spec §4 "Coupon timer"), so 26 h reads 26:00:00. Never negative; a partial second counts as
 * a whole one, so 00:00:00 shows only at the end.
 */
export function countdownParts(remainingMs: number): [string, string, string] {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  return [
    twoDigits(Math.floor(total / 3600)),
    twoDigits(Math.floor((total % 3600) / 60)),
    twoDigits(total % 60),
  ];
}

/** The countdown as one hh:mm:ss text. */
export function formatCountdown(remainingMs: number): string {
  return countdownParts(remainingMs).join(':');
}
