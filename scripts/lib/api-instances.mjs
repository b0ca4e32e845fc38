// API processes for drills: `node api/dist/server.js` on loopback ports, one shared database and mail
// outbox, and a client that talks to a chosen instance as a given client address (X-Forwarded-For, with
// TRUST_PROXY_HOPS=1 as behind a load balancer) and, like a load balancer, retries on the other instance
// when the chosen one does not answer.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startApi as startBuiltApi } from '../../api/bench/lib/server.mjs';

/** Starts one API process (api/dist/server.js on a free loopback port); resolves once it answers /health/. */
export async function startApi(name, { dataDir, ...env }) {
  const api = await startBuiltApi({ dataDir, env, readyTimeoutMs: 60_000 });
  // A killed process has a signal and no exit code; the bench helper would wait for its exit forever.
  const stop = () => (api.child.signalCode !== null ? Promise.resolve() : api.stop());
  return { name, base: `${api.baseUrl}/api`, child: api.child, inFlight: 0, stop };
}

/**
 * One request to `instance` as client `ip`; when it gets no answer (refused, reset: the process is gone),
 * the same request goes to the next instance of `all`, as a load balancer would. Resolves the answer, who
 * gave it and whether it was retried; `status` is 0 when no instance answered.
 */
export async function call(all, instance, method, pathname, { body, ip = '198.18.0.1', token, headers = {} } = {}) {
  const order = [instance, ...all.filter((other) => other !== instance)];
  for (const [attempt, target] of order.entries()) {
    target.inFlight += 1;
    try {
      const res = await fetch(`${target.base}${pathname}`, {
        method,
        headers: {
          'x-forwarded-for': ip,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers, by: target.name, retried: attempt > 0 };
    } catch {
      // No answer from this instance (refused, reset or timed out): try the next.
    } finally {
      target.inFlight -= 1;
    }
  }
  return { status: 0, json: null, headers: new Headers(), by: null, retried: true };
}

const fileSafe = (text) => text.toLowerCase().replace(/[^a-z0-9@._-]+/g, '_').slice(0, 80);

/** The code of the newest message to `email` in `outbox` other than `previous`; null after `timeoutMs`. */
export async function codeFromOutbox(outbox, email, { previous = null, timeoutMs = 5000 } = {}) {
  const stem = `-${fileSafe(email)}-`;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    let files = [];
    try {
      files = readdirSync(outbox).filter((file) => file.includes(stem) && file.endsWith('.eml')).sort();
    } catch {
      // no mail yet
    }
    const last = files.at(-1);
    const code = last && /Your code is (\d{6})/.exec(readFileSync(path.join(outbox, last), 'utf8'))?.[1];
    if (code && code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}
