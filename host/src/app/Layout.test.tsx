import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from 'shared-contracts';
import { renderWithShell } from '../test/renderWithShell';
import { Layout } from './Layout';
import { Head } from 'shared-contracts/react';

jest.mock('qrcode', () => ({ toDataURL: jest.fn().mockResolvedValue('data:image/png;base64,UVI=') }));

const renderLayout = () =>
  renderWithShell(
    <Layout>
      <h1>Page content</h1>
    </Layout>,
  );

describe('Layout', () => {
  it('starts with a skip link to the main content', () => {
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toContainElement(screen.getByRole('heading', { name: 'Page content' }));
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('frames the page with the header and footer', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has a floating Support button that opens the support dialog', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByTestId('floating-support'));
    // The dialog's code loads on this first open.
    const dialog = await screen.findByRole('dialog', { name: 'Support this guide' });
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });

  it('sets the default title and the WebSite structured data with the rank search hint', async () => {
    renderLayout();
    // The head is written once the commit is done.
    const script = await waitFor(() => {
      const found = document.head.querySelector('script[type="application/ld+json"]');
      expect(found).not.toBeNull();
      return found;
    });
    expect(document.title).toBe('Engineering Admissions Guide');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data.potentialAction.target).toBe('https://guide.test/college-finder/jee-main?rank={rank}');
    expect(data.potentialAction['query-input']).toBe('required name=rank');
    expect(document.head.querySelector('meta[property="og:site_name"]')).toHaveAttribute('content', 'Engineering Admissions Guide');
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  });

  it('sends a page view with the page title', async () => {
    const beacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      renderWithShell(
        <Layout>
          <Head>
            <title>Test page</title>
          </Head>
        </Layout>,
      );
      await waitFor(() => expect(beacon).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${API_PATHS.pageViews}$`)), expect.any(String)));
      expect(JSON.parse(String(beacon.mock.calls[0][1]))).toMatchObject({ path: '/', title: 'Test page | Engineering Admissions Guide' });
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });
});
