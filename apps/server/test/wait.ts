/** Waits until `condition` holds, checking every 25 ms; fails after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  await waitForValue('condition', async () => ((await condition()) ? true : undefined), { timeoutMs });
}

export interface WaitOptions {
  /** Gives up after this long; default 10 s. */
  timeoutMs?: number;
  /** Asks again after this long; default 25 ms. */
  everyMs?: number;
  /**
   * A probe that takes longer than this, or throws, counts as no answer yet: a server being killed
   * or cut off may never answer. Without it, a probe's error fails the wait.
   */
  probeMs?: number;
}

/** Waits until `probe` answers a value other than undefined, and answers it; `what` names the wait when it fails. */
export async function waitForValue<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs = 10_000, everyMs = 25, probeMs }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value =
      probeMs === undefined
        ? await probe()
        : await Promise.race([
            probe().catch(() => undefined),
            new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), probeMs).unref()),
          ]);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
