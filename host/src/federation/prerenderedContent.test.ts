import {
  dropPrerenderedContent,
  keepPrerenderedContent,
  placeIn,
  prerenderedContentFor,
  readerPosition,
  restoreReaderPosition,
  scrollToPlace,
} from './prerenderedContent';

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

describe('where the reader is at boot', () => {
  let frames: FrameRequestCallback[];
  let offsetReads: jest.Mock;

  /** A prerendered page in #root: 50 rows of 100 px, the window at `scrollY`. */
  function prerenderedRoot(scrollY: number) {
    const rows = pageOf(50, scrollY);
    const root = document.createElement('div');
    root.innerHTML = '<div data-prerendered><main></main></div>';
    root.querySelector('main')!.append(...rows.childNodes);
    document.body.append(root);
    offsetReads = jest.fn(() => scrollY);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: offsetReads });
    return root;
  }

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });

  afterEach(() => {
    dropPrerenderedContent();
    document.body.replaceChildren();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('the offset is read neither in the task that keeps the copy nor in the next frame, but just after it', () => {
    keepPrerenderedContent(prerenderedRoot(1230), '/rankings');
    expect(offsetReads).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0](0);
    expect(offsetReads).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(offsetReads).toHaveBeenCalled();
    expect(readerPosition()).toEqual({ y: 1230, place: { index: 12, tagName: 'TR', top: -30 } });
  });

  test('a read still waiting when the copy is dropped reads nothing (the copy is gone)', () => {
    keepPrerenderedContent(prerenderedRoot(1230), '/rankings');
    dropPrerenderedContent();
    frames[0](0);
    jest.runAllTimers();
    expect(offsetReads).not.toHaveBeenCalled();
  });

  test('with no frame before the copy is put back (a hidden tab), the reader is placed from a read then', () => {
    const root = prerenderedRoot(1230);
    keepPrerenderedContent(root, '/rankings');
    const box = document.createElement('div');
    box.replaceChildren(...prerenderedContentFor('/rankings')!);
    document.body.append(box);
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    restoreReaderPosition(box);
    // The rows kept their rects: row 12 is still 30 px above the top, so the window stays where it is.
    expect(scrollBy).toHaveBeenCalledWith(0, 0);
    offsetReads.mockClear();
    frames[0](0);
    jest.runAllTimers();
    expect(offsetReads).not.toHaveBeenCalled();
  });
});
