/** A phone shown on screen with its middle hidden: `812****7890`. */
export function maskPhone(phoneNo: string): string {
  if (phoneNo.length < 7) return phoneNo;
  return `${phoneNo.slice(0, 3)}****${phoneNo.slice(-4)}`;
}
