/** Now, for the pickup slots and an order's pickup day: a seam, so a test can fix it without faking Date for React. */
export const clock = { now: (): number => Date.now() };
