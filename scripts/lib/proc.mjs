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
