import assert from 'node:assert/strict';
import test from 'node:test';
import { headWithFrameDefaults, readHeadTags } from './head-tags.mjs';

const FRAME =
  '<title data-rh="true">Site</title>\n' +
  '<meta data-rh="true" name="description" content="The site"/><meta data-rh="true" property="og:site_name" content="Site"/><meta data-rh="true" property="og:type" content="website"/>\n' +
  '<script data-rh="true" type="application/ld+json">{"@type":"WebSite"}</script>';
const PAGE =
  '<title data-rh="true">Mumbai | Site</title>\n' +
  '<meta data-rh="true" name="description" content="Mumbai colleges"/><meta data-rh="true" property="og:type" content="article"/><meta data-rh="true" property="article:tag" content="A"/><meta data-rh="true" property="article:tag" content="B"/>\n' +
  '<link data-rh="true" rel="canonical" href="https://site.test/blogs/mumbai"/>\n' +
  '<script data-rh="true" type="application/ld+json">{"@type":"Article"}</script>';

test('reads each metadata element with the key the app gives it', () => {
  assert.deepEqual(
    readHeadTags(PAGE).map((tag) => tag.key),
    ['meta:name:description', 'meta:property:og:type', 'meta:property:article:tag', 'meta:property:article:tag', 'link:canonical', 'script:text:{"@type":"Article"}'],
  );
});

test("adds the frame's defaults the page lacks, and only those: the page's own win, the frame's title stays out", () => {
  const merged = headWithFrameDefaults(PAGE, FRAME);
  assert.equal(
    merged,
    `${PAGE}\n<meta data-rh="true" property="og:site_name" content="Site"/><script data-rh="true" type="application/ld+json">{"@type":"WebSite"}</script>`,
  );
  assert.equal((merged.match(/<title/g) ?? []).length, 1);
  assert.equal((merged.match(/name="description"/g) ?? []).length, 1);
});

test('leaves a page that has every default as it is', () => {
  assert.equal(headWithFrameDefaults(FRAME.replace('Site</title>', 'Home | Site</title>'), FRAME), FRAME.replace('Site</title>', 'Home | Site</title>'));
});
