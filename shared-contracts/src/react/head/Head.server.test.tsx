/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Head, HeadProvider } from './Head';
import { HeadManager } from './HeadManager';

const TEMPLATE = '%s | Site';

function Defaults() {
  return (
    <Head titleTemplate={TEMPLATE} defaultTitle="Site">
      <meta property="og:site_name" content="Site" />
      <script type="application/ld+json">{'{"@type":"WebSite"}'}</script>
    </Head>
  );
}

function PageHead() {
  return (
    <Head>
      <title>Rankings</title>
      <meta name="description" content="NIRF rankings" />
      <link rel="canonical" href="https://site.test/rankings" />
    </Head>
  );
}

describe('<Head> on the server', () => {
  it('collects what the page renders, outermost first', () => {
    const manager = new HeadManager(null, true);
    renderToStaticMarkup(
      <HeadProvider manager={manager}>
        <Defaults />
        <PageHead />
      </HeadProvider>,
    );
    expect(manager.toHtml()).toBe(
      '<title data-rh="true">Rankings | Site</title>\n' +
        '<meta data-rh="true" property="og:site_name" content="Site"/><meta data-rh="true" name="description" content="NIRF rankings"/>\n' +
        '<link data-rh="true" rel="canonical" href="https://site.test/rankings"/>\n' +
        '<script data-rh="true" type="application/ld+json">{"@type":"WebSite"}</script>',
    );
  });
});

