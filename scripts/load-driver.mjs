/* global process, performance, fetch, AbortSignal */
// Load generator for `npm run bench` (scripts/bench-load.ts), run as a child process so the
// requests it makes do not share the shop's event loop. Plain JavaScript: no build step.
// argv[2]: JSON { url, seconds, lanes: [{ name, workers, requests: [{ method, path, headers, body, unique }] }] }
// prints JSON { lanes: [{ name, requests, errors, p50, p99, firstError }] }.
const config = JSON.parse(process.argv[2]);
const until = Date.now() + config.seconds * 1000;
let serial = 0;

async function worker(lane, stats, offset) {
  let index = offset;
  while (Date.now() < until) {
    const request = lane.requests[index++ % lane.requests.length];
    const body = request.body === undefined ? undefined : JSON.stringify(request.unique ? { ...request.body, [request.unique]: `load-${process.pid}-${++serial}` } : request.body);
    const started = performance.now();
    try {
      const response = await fetch(`${config.url}${request.path}`, { method: request.method ?? 'GET', headers: request.headers ?? {}, body, signal: AbortSignal.timeout(30_000) });
      const text = await response.text();
      if (response.status >= 400) {
        stats.errors += 1;
        stats.firstError ??= `${request.method ?? 'GET'} ${request.path}: ${response.status} ${text.slice(0, 200)}`;
      }
    } catch (error) {
      stats.errors += 1;
      stats.firstError ??= `${request.path}: ${error instanceof Error ? error.message : String(error)}`;
    }
    stats.times.push(performance.now() - started);
  }
}

const results = await Promise.all(
  config.lanes.map(async (lane) => {
    const stats = { times: [], errors: 0, firstError: undefined };
    await Promise.all(Array.from({ length: lane.workers }, (_, i) => worker(lane, stats, i)));
    const sorted = stats.times.sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { name: lane.name, requests: sorted.length, errors: stats.errors, p50: at(0.5), p99: at(0.99), firstError: stats.firstError };
  }),
);
process.stdout.write(JSON.stringify({ lanes: results }));
