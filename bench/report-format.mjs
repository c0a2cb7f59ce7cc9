// How the reports write a figure and a goal's verdict (the storms group their digits: storm.mjs).

/** A number with `digits` decimals, "n/a" when there is none. */
export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** Whether a goal was met, as the report's last column says it. */
export const verdict = (ok) => (ok ? 'met' : 'NOT met');
