/** The moment the pickup slots are counted from: a seam, so a test can fix it without faking Date for React. */
export const clock = { now: (): number => Date.now() };
