import { screen, within } from '@testing-library/react';
import { BLOG_MESSAGES } from 'shared-contracts';
import { renderBlog } from '../../../test/blog';
import { ShareBlock } from './ShareBlock';
import { shareLinks } from '../model/shareLinks';
import { SHARING_CONFIG } from '../../../constants';

const PAGE = 'https://guide.test/blogs/pune-engineering-colleges';
const TITLE = 'Pune colleges & cutoffs';

describe('shareLinks', () => {
  it('shares the encoded page address on every enabled network, with the title for Twitter and WhatsApp only', () => {
    const links = shareLinks(SHARING_CONFIG, PAGE, TITLE);
    const byNetwork = Object.fromEntries(links.map((link) => [link.network, new URL(link.href)]));
    expect(Object.keys(byNetwork)).toEqual(['twitter', 'facebook', 'linkedin', 'whatsapp']);

    expect(byNetwork.twitter.searchParams.get('url')).toBe(PAGE);
    expect(byNetwork.twitter.searchParams.get('text')).toBe(TITLE);
    expect(byNetwork.facebook.searchParams.get('u')).toBe(PAGE);
    expect(byNetwork.linkedin.searchParams.get('url')).toBe(PAGE);
    expect(byNetwork.whatsapp.searchParams.get('text')).toBe(`${TITLE} ${PAGE}`);

    for (const network of ['facebook', 'linkedin']) expect(links.find((l) => l.network === network)?.href).not.toContain(encodeURIComponent(TITLE));
    expect(links[0].href).toContain(encodeURIComponent(PAGE));
    expect(links[0].href).not.toContain(PAGE);
  });

  it('leaves out networks that are switched off', () => {
    const links = shareLinks({ ...SHARING_CONFIG, FACEBOOK: false, WHATSAPP: false }, PAGE, TITLE);
    expect(links.map((link) => link.network)).toEqual(['twitter', 'linkedin']);
  });
});

describe('ShareBlock', () => {
  it('shows a link per enabled network for the current page, opening in a new tab', () => {
    renderBlog(<ShareBlock title={TITLE} />, { route: '/blogs/pune-engineering-colleges' });
    const block = screen.getByRole('region', { name: BLOG_MESSAGES.shareHeading });
    const links = within(block).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Twitter / X', 'Facebook', 'LinkedIn', 'WhatsApp']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // jsdom's page address (the router is in memory).
      expect(link.getAttribute('href')).toContain(encodeURIComponent(window.location.href.split('#')[0]));
    }
  });

  it('respects the flags and is absent without a sharing configuration', () => {
    const { unmount } = renderBlog(<ShareBlock title={TITLE} url={PAGE} config={{ ...SHARING_CONFIG, TWITTER: false, LINKEDIN: false }} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Facebook', 'WhatsApp']);
    unmount();
    renderBlog(<ShareBlock title={TITLE} config={null} />);
    expect(screen.queryByRole('region', { name: BLOG_MESSAGES.shareHeading })).not.toBeInTheDocument();
  });
});
