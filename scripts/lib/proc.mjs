// Process helpers for the start, dev and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PNPM_VERSION = '10.34.9';
export const PNPM = ['npx', '-y', `pnpm@${PNPM_VERSION}`];

const { host, remotes } = createRequire(import.meta.url)('../../shared-contracts/src/remotes.json');
/** The host and every remote, with the port each is served on. */
export const FRONTENDS = [host, ...remotes].map(({ package: pkg, port }) => ({ pkg, port }));

/** Runs a command to completion in the foreground; exits the script when it fails. */
export function run(label, cmd, args, options = {}) {
  console.log(`\n> ${label}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Starts a long-running child whose output is prefixed with its name. */
export function startChild(name, cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/**
 * A long-running child started again whenever it exits on its own (a server that crashed comes back), and
 * says so. The wait before a restart starts at `firstDelayMs` and doubles up to `maxDelayMs` while the child
 * keeps exiting within `steadyMs` of its start, so a child that cannot start does not spin. kill() stops it
 * for good. `log` receives the restart notices.
 */
export function startSupervised(name, cmd, args, options = {}, { firstDelayMs = 1000, maxDelayMs = 30_000, steadyMs = 10_000, log = console.error } = {}) {
  let child;
  let stopped = false;
  let timer = null;
  let delayMs = firstDelayMs;
  let restarts = 0;
  const launch = () => {
    const startedAt = Date.now();
    let ended = false;
    child = startChild(name, cmd, args, options);
    if (restarts > 0) log(`[${name}] restarted (pid ${child.pid}, restart ${restarts}).`);
    // A child that cannot be spawned emits 'error' and maybe no 'exit': either one ends this run.
    const onEnd = (how) => {
      if (ended || stopped) return;
      ended = true;
      if (Date.now() - startedAt >= steadyMs) delayMs = firstDelayMs;
      log(`[${name}] stopped (${how}); restarting in ${(delayMs / 1000).toFixed(1)} s.`);
      restarts += 1;
      timer = setTimeout(launch, delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    };
    child.on('exit', (code, signal) => onEnd(signal ? `signal ${signal}` : `exit ${code}`));
    child.on('error', (error) => onEnd(error.message));
  };
  launch();
  return {
    name,
    get pid() {
      return child.pid;
    },
    get restarts() {
      return restarts;
    },
    kill(signal = 'SIGTERM') {
      stopped = true;
      clearTimeout(timer);
      return child.kill(signal);
    },
  };
}

export async function waitForUrl(url, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops every child on Ctrl-C or SIGTERM, then exits. */
export function stopAllOnSignal(children) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 1500).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
