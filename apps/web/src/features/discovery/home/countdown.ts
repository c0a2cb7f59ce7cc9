const SECOND_MS = 1000;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A countdown as hh:mm:ss, days folded into the hours (1 day 2 h → "26:00:00"). Never
 * negative; a partial second counts as a whole one, so "00:00:00" shows only at the end.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(total % 60)}`;
}
