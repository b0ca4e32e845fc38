// node --test: reading styled-components' server style tags, and adding one build's groups after another's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readStyledTag, styledTagAfter } from './styled-tags.mjs';

const OPEN = '<style data-styled="true" data-styled-version="6.6.0">';
const group = (number, id, names, ...rules) => `${rules.map((rule) => `${rule}/*!sc*/\n`).join('')}data-styled.g${number}[id="${id}"]{content:"${names}"}/*!sc*/\n`;
const tag = (...groups) => `${OPEN}${groups.join('')}</style>`;

const GLOBAL = group(1, 'sc-global-a', 'sc-global-a1,', 'body{margin:0;}');
const PAGE = tag(GLOBAL, group(2, 'sc-page', 'pA,', '.pA{color:red;}'), group(7, 'sc-card', 'cA,', '.cA{padding:1rem;}', '@media (max-width: 768px){.cA{padding:0;}}'));
const FRAME = tag(GLOBAL, group(2, 'sc-header', 'hA,', '.hA{display:flex;}'), group(3, 'sc-card', 'cA,', '.cA{padding:1rem;}'), group(5, 'sc-footer', 'fA,fB,', '.fA{margin:0;}', '.fB{margin:1rem;}'));

test('reads each group with its rules, in order', () => {
  const { open, groups } = readStyledTag(PAGE);
  assert.equal(open, OPEN);
  assert.deepEqual(
    groups.map(({ group: number, id, rules }) => [number, id, rules.split('/*!sc*/\n').filter(Boolean)]),
    [
      [1, 'sc-global-a', ['body{margin:0;}']],
      [2, 'sc-page', ['.pA{color:red;}']],
      [7, 'sc-card', ['.cA{padding:1rem;}', '@media (max-width: 768px){.cA{padding:0;}}']],
    ],
  );
});

test('adds only the components the page lacks, numbered after its last group and in their own order', () => {
  const added = styledTagAfter(`<style data-prerendered-styles="true">.x{}</style>${PAGE}`, FRAME);
  assert.equal(added, tag(group(8, 'sc-header', 'hA,', '.hA{display:flex;}'), group(9, 'sc-footer', 'fA,fB,', '.fA{margin:0;}', '.fB{margin:1rem;}')));
  // Every group number appears once across both tags: styled-components keeps one component per group.
  const numbers = [...readStyledTag(PAGE).groups, ...readStyledTag(added).groups].map((entry) => entry.group);
  assert.equal(new Set(numbers).size, numbers.length);
});

test('a page without styled-components styles takes every group, numbered from 1; nothing new adds no tag', () => {
  assert.equal(styledTagAfter('<style data-prerendered-styles="true">.x{}</style>', FRAME), FRAME.replace('data-styled.g5', 'data-styled.g4'));
  assert.equal(styledTagAfter(FRAME, FRAME), '');
});

test('refuses what is not a styled-components tag, or rules outside any group', () => {
  assert.throws(() => readStyledTag('<style>.a{}</style>'), /Not a styled-components style tag/);
  assert.throws(() => readStyledTag(`${OPEN}.a{color:red;}/*!sc*/\n</style>`), /rules outside any group/);
});
