// Tests write bodies in markdown; the page receives the HTML the build makes of it (same converter).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const CONVERTER = path.join(__dirname, '..', '..', 'scripts', 'markdown-html.mjs');

export const markdownToHtml = (markdown: string): string =>
  execFileSync(process.execPath, [CONVERTER], { input: markdown, encoding: 'utf8' });
