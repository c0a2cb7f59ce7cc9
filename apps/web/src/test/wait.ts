/**
 * How long a test waits for a state to show before failing. Lazy screens import their chunk on
 * first render, and a busy machine can take seconds to; `vi.waitFor`'s 1 s default and Testing
 * Library's 1 s default would both fail a correct test there.
 */
export const STATE_TIMEOUT_MS = 5_000;

/** Options for `vi.waitFor` with {@link STATE_TIMEOUT_MS}. */
export const UNTIL_STATE = { timeout: STATE_TIMEOUT_MS } as const;
