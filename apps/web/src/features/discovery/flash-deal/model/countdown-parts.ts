/**
 * A countdown as hours, minutes and seconds, each two digits; whole days fold into the hours
 * (spec §4 "Coupon timer"), so 26 h reads 26:00:00.
 */
export function countdownParts(msLeft: number): [string, string, string] {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(Math.floor(total / 3600)), pad(Math.floor((total % 3600) / 60)), pad(total % 60)];
}
