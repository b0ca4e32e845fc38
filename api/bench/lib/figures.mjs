// The figures every load script prints for one autocannon run, under the same names.

/** Throughput, latency percentiles and failures of an autocannon result. */
export function loadFigures(result) {
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    latency_max_ms: result.latency.max,
    requests_total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non_2xx: result.non2xx,
  };
}
