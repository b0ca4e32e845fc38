#!/usr/bin/env node
// Runs the pinned pnpm through npx, so a machine with only Node.js and npm needs nothing else.
import { spawnSync } from 'node:child_process';
import { PNPM } from './lib/proc.mjs';

const result = spawnSync(PNPM[0], [...PNPM.slice(1), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
