import { placeIn, scrollToPlace } from './prerenderedContent';

/** A page of `rows` table rows, 100 px each, scrolled to `scrollY` (jsdom lays nothing out: rects are set). */
function pageOf(rows: number, scrollY: number, stubHeight = 100) {
  const container = document.createElement('div');
  container.innerHTML = `<table><tbody>${'<tr><td>row</td></tr>'.repeat(rows)}</tbody></table>`;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  container.querySelectorAll('tr').forEach((row, index) => {
    row.getBoundingClientRect = () => {
      const top = index * stubHeight - window.scrollY;
      return { top, bottom: top + stubHeight } as DOMRect;
    };
  });
  return container;
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

test('no place at the top of the page', () => {
  expect(placeIn(pageOf(50, 0))).toBeNull();
});

test('the first row reaching below the top of the screen, with its distance from it', () => {
  expect(placeIn(pageOf(50, 1230))).toEqual({ index: 12, tagName: 'TR', top: -30 });
});

test('the live page scrolls by where that row is now, whatever the rows above measure', () => {
  const place = placeIn(pageOf(50, 1230))!;
  // The live page's rows above are stand-ins of 40 px: row 12 sits at 480 px, not 1,200.
  const live = pageOf(50, 0, 40);
  const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  expect(scrollToPlace(live, place)).toBe(true);
  expect(scrollBy).toHaveBeenCalledWith(0, 480 - -30);
  scrollBy.mockRestore();
});

test('a page without that block keeps the caller to its fallback', () => {
  const place = placeIn(pageOf(50, 1230))!;
  expect(scrollToPlace(pageOf(5, 0), place)).toBe(false);
});
