// Load measurements with autocannon: requests per second and latency of one target.
import autocannon from 'autocannon';

export const LOAD = { connections: 32, durationSeconds: 10, warmupSeconds: 2 };

function summary(result, refused = 0) {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts + refused,
  };
}

/**
 * Runs autocannon against a URL; a short warm-up first so JIT and caches are hot. `load`
 * overrides the connections and durations of {@link LOAD}.
 */
export async function measure(url, headers = {}, load = {}) {
  const { connections, durationSeconds, warmupSeconds } = { ...LOAD, ...load };
  await autocannon({ url, headers, connections, duration: warmupSeconds });
  return summary(await autocannon({ url, headers, connections, duration: durationSeconds }));
}

/**
 * Like {@link measure} for calls whose every request must be built fresh (a signed POST with a
 * new requestId): `build()` answers `{ path, headers, body }`. A 2xx answer that is not
 * `"success":true` counts as failed too.
 */
export async function measureCalls(url, build, load = {}) {
  const { connections, durationSeconds, warmupSeconds } = { ...LOAD, ...load };
  let refused = 0;
  const requests = [
    {
      method: 'POST',
      setupRequest: (request) => ({ ...request, ...build() }),
      onResponse: (status, body) => {
        if (status >= 200 && status < 300 && !body.includes('"success":true')) refused += 1;
      },
    },
  ];
  await autocannon({ url, requests, connections, duration: warmupSeconds });
  refused = 0;
  const result = await autocannon({ url, requests, connections, duration: durationSeconds });
  return summary(result, refused);
}
