// Load measurements with autocannon: requests per second and p99 latency of one target.
import autocannon from 'autocannon';

export const LOAD = { connections: 32, durationSeconds: 10, warmupSeconds: 2 };

/** Runs autocannon against a URL; a short warm-up first so JIT and caches are hot. */
export async function measure(url, headers = {}) {
  await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD.warmupSeconds });
  const result = await autocannon({
    url,
    headers,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failed: non2xx,
  };
}
