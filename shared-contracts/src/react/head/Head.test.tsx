import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { Head, HeadProvider } from './Head';
import { headStateToHtml, mergeHeadEntries } from '../../head';
import { readHeadEntry } from './readHeadEntry';

const TEMPLATE = '%s | Site';

function Defaults() {
  return (
    <Head titleTemplate={TEMPLATE} defaultTitle="Site">
      <meta name="description" content="The site" />
      <meta property="og:site_name" content="Site" />
      <script type="application/ld+json">{'{"@type":"WebSite"}'}</script>
    </Head>
  );
}

function PageHead({ title = 'Rankings', description = 'NIRF rankings' }: { title?: string; description?: string }) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href="https://site.test/rankings" />
    </Head>
  );
}

/** The head's managed elements, as their outer HTML in document order. */
const managed = () => [...document.head.querySelectorAll('[data-rh]')].map((element) => element.outerHTML);

const flush = () => act(async () => {});

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('the head a page asks for', () => {
  it('lets the innermost entry win a tag of the same key and applies the title template', () => {
    const state = mergeHeadEntries([
      readHeadEntry({ titleTemplate: TEMPLATE, defaultTitle: 'Site', children: [<meta key="d" name="description" content="The site" />, <meta key="o" property="og:site_name" content="Site" />] }),
      readHeadEntry({ children: [<title key="t">Rankings</title>, <meta key="d" name="description" content="NIRF rankings" />] }),
    ]);
    expect(state.title).toBe('Rankings | Site');
    expect(state.tags.map((tag) => Object.fromEntries(tag.attributes))).toEqual([
      { property: 'og:site_name', content: 'Site' },
      { name: 'description', content: 'NIRF rankings' },
    ]);
  });

  it('falls back to the default title when no entry has one', () => {
    expect(mergeHeadEntries([readHeadEntry({ titleTemplate: TEMPLATE, defaultTitle: 'Site' })]).title).toBe('Site');
  });

  it('refuses elements a head cannot hold', () => {
    expect(() => readHeadEntry({ children: <div>no</div> })).toThrow('<Head> takes <title>, <meta>, <link> and <script> elements only, not <div>');
  });

  it('writes HTML with every value escaped and the script text as given', () => {
    const state = mergeHeadEntries([
      readHeadEntry({ children: [<title key="t">{'A & "B"'}</title>, <meta key="d" name="description" content={'<b>x</b>'} />, <script key="s" type="application/ld+json">{'{"a":"\\u003c"}'}</script>] }),
    ]);
    expect(headStateToHtml(state)).toBe(
      '<title data-rh="true">A &amp; &quot;B&quot;</title>\n<meta data-rh="true" name="description" content="&lt;b&gt;x&lt;/b&gt;"/>\n<script data-rh="true" type="application/ld+json">{"a":"\\u003c"}</script>',
    );
  });
});

describe('<Head> in the browser', () => {
  it('writes the head once the commit is done and follows changes and unmounts', async () => {
    function Page() {
      const [title, setTitle] = useState('Rankings');
      const [shown, setShown] = useState(true);
      return (
        <>
          <Defaults />
          {shown && <PageHead title={title} />}
          <button type="button" onClick={() => setTitle('Finder')}>rename</button>
          <button type="button" onClick={() => setShown(false)}>leave</button>
        </>
      );
    }
    const view = render(
      <HeadProvider>
        <Page />
      </HeadProvider>,
    );
    await flush();
    expect(document.title).toBe('Rankings | Site');
    expect(managed()).toEqual([
      '<meta data-rh="true" property="og:site_name" content="Site">',
      '<script data-rh="true" type="application/ld+json">{"@type":"WebSite"}</script>',
      '<meta data-rh="true" name="description" content="NIRF rankings">',
      '<link data-rh="true" rel="canonical" href="https://site.test/rankings">',
    ]);
    act(() => view.getByText('rename').click());
    await flush();
    expect(document.title).toBe('Finder | Site');
    act(() => view.getByText('leave').click());
    await flush();
    expect(document.title).toBe('Site');
    // The page's description and canonical link gone, the site's own description back (added last).
    expect(managed()).toEqual([
      '<meta data-rh="true" property="og:site_name" content="Site">',
      '<script data-rh="true" type="application/ld+json">{"@type":"WebSite"}</script>',
      '<meta data-rh="true" name="description" content="The site">',
    ]);
  });

  it('leaves a prerendered head alone until the page mounts its own, then keeps the elements already right', async () => {
    document.head.innerHTML =
      '<title data-rh="true">Rankings | Site</title>' +
      '<meta data-rh="true" name="description" content="NIRF rankings">' +
      '<link data-rh="true" rel="canonical" href="https://site.test/rankings">' +
      '<meta data-rh="true" property="og:site_name" content="Site">' +
      '<script data-rh="true" type="application/ld+json">{"@type":"WebSite"}</script>';
    document.title = 'Rankings | Site';
    const prerendered = [...document.head.children];
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document.head, { childList: true, subtree: true, attributes: true, characterData: true });

    function App({ pageLoaded }: { pageLoaded: boolean }) {
      return (
        <HeadProvider>
          <Defaults />
          {pageLoaded && <PageHead />}
        </HeadProvider>
      );
    }
    // The frame (with the site's defaults) mounts first; the page's own metadata comes with its section.
    const view = render(<App pageLoaded={false} />);
    await flush();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'NIRF rankings');
    expect(document.title).toBe('Rankings | Site');
    view.rerender(<App pageLoaded />);
    await flush();
    observer.disconnect();
    expect(records).toEqual([]);
    expect([...document.head.children]).toEqual(prerendered);
  });
});
