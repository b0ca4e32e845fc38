import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingAfter, blockingBySource, formatBlockingBySource } from './blocking-by-source.mjs';

const report = (fcp, items) => ({
  finalDisplayedUrl: 'http://127.0.0.1:3000/rankings',
  audits: { 'first-contentful-paint': { numericValue: fcp }, 'long-tasks': { details: { items } } },
});

test('a task counts its part after the first paint, less 50 ms', () => {
  assert.equal(blockingAfter({ startTime: 1000, duration: 120 }, 800), 70);
  assert.equal(blockingAfter({ startTime: 700, duration: 300 }, 800), 150); // 200 ms after the paint
  assert.equal(blockingAfter({ startTime: 700, duration: 140 }, 800), 0); // 40 ms after it
  assert.equal(blockingAfter({ startTime: 500, duration: 200 }, 800), 0); // ended before it
});

test('blocking time is summed per source, the navigation task named apart', () => {
  const r = report(800, [
    { url: 'http://127.0.0.1:3000/rankings', startTime: 600, duration: 90 },
    { url: 'Unattributable', startTime: 690, duration: 360 },
    { url: 'http://127.0.0.1:3000/main.a504e3c05e.js', startTime: 1100, duration: 80 },
    { url: 'http://127.0.0.1:3000/main.a504e3c05e.js', startTime: 1200, duration: 100 },
    { url: 'http://127.0.0.1:3001/549.f89a92546c.js', startTime: 1400, duration: 105 },
    { url: 'Unattributable', startTime: 1600, duration: 90 },
  ]);
  const { sources, navigationMs } = blockingBySource(r);
  assert.equal(navigationMs, 200);
  assert.deepEqual(sources, [
    { source: 'browser (no script)', ms: 240, tasks: 2 },
    { source: 'main.js', ms: 80, tasks: 2 },
    { source: '3001/549.js', ms: 55, tasks: 1 },
  ]);
  assert.equal(formatBlockingBySource(r), "browser (no script) 240 ms in 2 (the navigation's 200) | main.js 80 ms in 2 | 3001/549.js 55 ms in 1");
});

test('a run without long tasks after the first paint says so', () => {
  assert.equal(formatBlockingBySource(report(800, [{ url: 'Unattributable', startTime: 100, duration: 300 }])), 'no task counted');
});
