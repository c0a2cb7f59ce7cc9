// Load measurements with autocannon: requests per second and latency of one target.
import autocannon from 'autocannon';

export const LOAD = { connections: 32, durationSeconds: 10, warmupSeconds: 2 };

function summary(result, refused = 0, cpu = null) {
  const total = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total,
    failed: result.non2xx + result.errors + result.timeouts + refused,
    // CPU per request of the measured run (not the warm-up), when a meter was given (proc-cpu.mjs).
    serverCpuMs: cpu?.serverMs == null || total === 0 ? null : cpu.serverMs / total,
    serverSystemCpuMs: cpu?.serverSystemMs == null || total === 0 ? null : cpu.serverSystemMs / total,
    postgresCpuMs: cpu?.postgresMs == null || total === 0 ? null : cpu.postgresMs / total,
  };
}

/** Runs `run` between a meter's two readings; answers its result and the meter's, or null without one. */
async function metered(meter, run) {
  const stop = meter?.();
  const result = await run();
  return { result, cpu: stop ? stop() : null };
}

/**
 * Runs autocannon against a URL; a short warm-up first so JIT and caches are hot. `load`
 * overrides the connections and durations of {@link LOAD}; `meter` (proc-cpu.mjs `cpuMeter`)
 * adds the CPU per request of the measured run.
 */
export async function measure(url, headers = {}, load = {}, meter = null) {
  const { connections, durationSeconds, warmupSeconds } = { ...LOAD, ...load };
  await autocannon({ url, headers, connections, duration: warmupSeconds });
  const { result, cpu } = await metered(meter, () =>
    autocannon({ url, headers, connections, duration: durationSeconds }),
  );
  return summary(result, 0, cpu);
}

/**
 * Like {@link measure} for calls whose every request must be built fresh (a signed POST with a
 * new requestId): `build()` answers `{ path, headers, body }`. A 2xx answer that is not
 * `"success":true` counts as failed too. `meter` as for {@link measure}.
 */
export async function measureCalls(url, build, load = {}, meter = null) {
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
  const { result, cpu } = await metered(meter, () =>
    autocannon({ url, requests, connections, duration: durationSeconds }),
  );
  return summary(result, refused, cpu);
}
