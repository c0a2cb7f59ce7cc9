/** A counter code read out in groups of four, as the cashier types it: "1234 5678 9012 3456". */
export function groupCounterCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}
