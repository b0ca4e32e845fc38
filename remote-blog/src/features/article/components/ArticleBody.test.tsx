import { screen, within } from '@testing-library/react';
import { renderBlog } from '../../../test/blog';
import { markdownToHtml } from '../../../test/markdown';
import { ArticleBody } from './ArticleBody';
import { headingId } from '../../posts';

// Markdown through the build's converter, then the page's body component: what a reader gets.
const render = (markdown: string, options = {}) => renderBlog(<ArticleBody html={markdownToHtml(markdown)} />, options);

describe('ArticleBody', () => {
  it('renders GFM tables inside a scrollable, styled box', () => {
    const { container } = render('| College | Computer |\n|---|---:|\n| VJTI (03012) | 99.9522882 |\n');
    const table = screen.getByRole('table');
    expect(table).toHaveClass('md-table');
    expect(screen.getByRole('region', { name: 'Table' })).toContainElement(table);
    expect(within(table).getByRole('columnheader', { name: 'Computer' })).toBeInTheDocument();
    const number = within(table).getByRole('cell', { name: '99.9522882' });
    expect(number).toHaveClass('num');
    expect(number).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getByRole('cell', { name: 'VJTI (03012)' })).not.toHaveClass('num');
    expect(container.querySelectorAll('tr')).toHaveLength(2);
  });

  it('keeps embedded HTML but removes scripts, event handlers and javascript: links', () => {
    const { container } = render(
      [
        'Safe <strong>bold</strong> text.',
        '',
        '<script>window.hacked = true</script>',
        '',
        '<p onclick="window.hacked = true" style="color:red">Click me</p>',
        '',
        '<a href="javascript:alert(1)">bad link</a> <img src="x.png" onerror="window.hacked = true" alt="pic">',
        '',
        '[markdown js](javascript:alert(2))',
        '',
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      ].join('\n'),
    );
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('style')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror|javascript:|hacked/i);
    expect(screen.getByText('Click me')).not.toHaveAttribute('onclick');
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
    expect(screen.getByText('markdown js')).not.toHaveAttribute('href');
    expect(screen.getByAltText('pic')).toHaveAttribute('src', 'x.png');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('sanitizes after the article markup: an align value never becomes a style', () => {
    const { container } = render(
      [
        '<table><tbody><tr>',
        '<td align="left;background:url(https://evil.example/track.png)">smuggled</td>',
        '<td align="right">42</td>',
        '</tr></tbody></table>',
      ].join(''),
    );
    expect(container.innerHTML).not.toMatch(/background|url\(|evil\.example/);
    expect(screen.getByRole('cell', { name: 'smuggled' })).not.toHaveAttribute('style');
    // A plain alignment keeps working.
    expect(screen.getByRole('cell', { name: '42' })).toHaveAttribute('style', 'text-align: right');
    expect(screen.getByRole('cell', { name: '42' })).toHaveClass('num');
  });

  it('lets through only the markup values the article adds', () => {
    const { container } = render('<a href="/x" target="_top" rel="opener">link</a> <div class="evil" role="button">box</div>\n\n[out](https://example.org)');
    expect(screen.getByText('link')).not.toHaveAttribute('target');
    expect(screen.getByText('link')).not.toHaveAttribute('rel');
    expect(screen.getByText('box')).not.toHaveAttribute('class');
    expect(screen.getByText('box')).not.toHaveAttribute('role');
    expect(screen.getByText('out')).toHaveAttribute('target', '_blank');
    expect(screen.getByText('out')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('[role="button"]')).toBeNull();
  });

  it('keeps class names on tables and ids on headings written in HTML', () => {
    const { container } = render('<h2 id="custom">Seat types</h2>\n\n<table class="cutoffs"><tbody><tr><td>1</td></tr></tbody></table>\n');
    expect(container.querySelector('table')).toHaveClass('cutoffs');
    expect(screen.getByRole('heading', { name: 'Seat types' })).toHaveAttribute('id', headingId('Seat types'));
  });

  it('gives each heading the id the table of contents links to', () => {
    render("## Cutoffs at a glance: CAP Round I, 2025\n\n### Women's college\n\ntext");
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'cutoffs-at-a-glance-cap-round-i-2025');
    expect(screen.getByRole('heading', { level: 3 })).toHaveAttribute('id', 'womens-college');
  });

  it('opens http and // links in a new tab without opener, and keeps site paths in the app', () => {
    render('[a](https://cetcell.mahacet.org) [b](//example.com/x) [c](/college-finder/mhtcet) [d](#section)');
    for (const name of ['a', 'b']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'c' })).toHaveAttribute('href', '/college-finder/mhtcet');
    expect(screen.getByRole('link', { name: 'c' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'd' })).toHaveAttribute('href', '#section');
  });

  it('follows a site path inside the app, without reloading the page', async () => {
    const { user, location } = render('See [the MHT-CET finder](/college-finder/mhtcet).', { route: '/blogs/x', path: '*' });
    await user.click(screen.getByRole('link', { name: 'the MHT-CET finder' }));
    expect(location().pathname).toBe('/college-finder/mhtcet');
  });
});
