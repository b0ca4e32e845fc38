// The three city guides against the figures they quote (src/test/fixtures/quotedFigures.json, generated
// from the data by scripts/guide-figures.mjs): every figure must appear verbatim, in the right row, column
// and context.
// The cross-check of these figures against the database follows once the MHT-CET import exists.
import fs from 'node:fs';
import path from 'node:path';
import { BLOG_POSTS, headingId } from '../features/posts';
import { QUOTA_LABELS, QUOTED_CUTOFFS, QUOTED_NIRF_RANKS, type QuotedCutoff } from '../test/quotedFigures';

// The markdown sources themselves (an import gives the HTML the build makes of them).
const source = (slug: string) => fs.readFileSync(path.join(__dirname, `${slug}.md`), 'utf8');
const GUIDES: Record<string, string> = Object.fromEntries(
  ['mumbai-engineering-colleges', 'pune-engineering-colleges', 'nashik-engineering-colleges'].map((slug) => [slug, source(slug)]),
);

const isRow = (line: string) => line.trimStart().startsWith('|');
const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

interface Place {
  line: string;
  /** For a table row: the table's header cells and its caption (the paragraph just above the table). */
  header?: string[];
  caption?: string;
}

/** Every line of the guide, with the header and caption of the table a row belongs to. */
function places(markdown: string): Place[] {
  const lines = markdown.split('\n');
  return lines.map((line, index) => {
    if (!isRow(line)) return { line };
    let start = index;
    while (start > 0 && isRow(lines[start - 1])) start -= 1;
    let above = start - 1;
    while (above >= 0 && lines[above].trim() === '') above -= 1;
    return { line, header: cellsOf(lines[start]), caption: above >= 0 ? lines[above] : '' };
  });
}

/** Where a figure is quoted with everything that identifies it: value, seat, seat type, quota, year and round. */
function findFigure(figure: QuotedCutoff): Place | undefined {
  const quota = QUOTA_LABELS[figure.quota];
  return places(GUIDES[figure.guide]).find(({ line, header, caption = '' }) => {
    const context = `${line} ${caption}`;
    if (!line.includes(figure.closingPercentile)) return false;
    if (!line.includes(figure.branchCode) && !line.includes(`(${figure.collegeCode})`)) return false;
    if (!context.includes(figure.seatType) || !context.includes(quota) || !context.includes(String(figure.year))) return false;
    if (!new RegExp(`Round ${figure.round}\\b`).test(context)) return false;
    if (figure.where === 'table') {
      if (!header || !figure.column) return false;
      const column = header.indexOf(figure.column);
      return column >= 0 && cellsOf(line)[column] === figure.closingPercentile;
    }
    return !header;
  });
}

const wordCount = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => !isRow(line))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('the city guides', () => {
  it('are the three built-in posts', () => {
    expect(Object.keys(GUIDES).sort()).toEqual(BLOG_POSTS.map((post) => post.slug).sort());
  });

  it.each(Object.keys(GUIDES))('%s has at least 1,000 words of text besides its tables', (slug) => {
    expect(wordCount(GUIDES[slug])).toBeGreaterThanOrEqual(1000);
  });

  it.each(QUOTED_CUTOFFS.map((figure) => [`${figure.guide} ${figure.branchCode} ${figure.seatType} Round ${figure.round}`, figure] as const))(
    'quotes %s exactly as the cutoff list prints it',
    (_name, figure) => {
      expect(findFigure(figure)).toBeDefined();
    },
  );

  it('quotes a cutoff for every main-branch cell of its tables and nothing else that looks like one', () => {
    for (const [slug, markdown] of Object.entries(GUIDES)) {
      const quoted = new Set(QUOTED_CUTOFFS.filter((f) => f.guide === slug).map((f) => f.closingPercentile));
      const inText = markdown.match(/\b\d{1,3}\.\d{7}\b/g) ?? [];
      expect(inText.filter((value) => !quoted.has(value))).toEqual([]);
    }
  });

  it.each(QUOTED_NIRF_RANKS.map((r) => [`${r.guide}: ${r.institute} ${r.rank}`, r] as const))('gives the NIRF %s', (_name, rank) => {
    const row = GUIDES[rank.guide].split('\n').find((line) => isRow(line) && cellsOf(line)[0] === rank.institute);
    expect(row).toBeDefined();
    expect(cellsOf(row ?? '')[1]).toBe(rank.rank);
    expect(GUIDES[rank.guide]).toContain(`NIRF ${rank.year}`);
  });

  it.each(BLOG_POSTS.map((post) => [post.slug, post] as const))('%s: the table of contents matches the headings', (slug, post) => {
    const headings = GUIDES[slug]
      .split('\n')
      .map((line) => /^(#{2,3}) (.+)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({ level: match[1].length, title: match[2] }));
    const fromToc = (post.tableOfContents ?? []).flatMap((entry) => [
      { level: entry.level, title: entry.title },
      ...(entry.subsections ?? []).map((sub) => ({ level: sub.level, title: sub.title })),
    ]);
    expect(fromToc).toEqual(headings);
    for (const entry of post.tableOfContents ?? []) expect(entry.id).toBe(headingId(entry.title));
    const ids = headings.map((h) => headingId(h.title));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
