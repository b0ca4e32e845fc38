import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPlain, renderWithShell } from '../testing';
import { Breadcrumbs, breadcrumbJsonLd } from './Breadcrumbs';
import { Button, ButtonAnchor, ButtonLink } from './Button';
import { Spinner, SpinnerCircle } from './Spinner';

describe('Breadcrumbs', () => {
  const items = [{ label: 'Home', to: '/' }, { label: 'College Finder', to: '/college-finder' }, { label: 'JEE <Main>' }];

  it('is a "Breadcrumb" navigation: links for the trail, aria-current on the current page', () => {
    renderWithShell(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'College Finder' })).toHaveAttribute('href', '/college-finder');
    expect(within(nav).getByText('JEE <Main>')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
  });

  it('gives a schema.org BreadcrumbList with absolute URLs, safe inside a script element', () => {
    const json = breadcrumbJsonLd('https://example.test/', items, '/college-finder/jee-main');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.test/' },
        { '@type': 'ListItem', position: 2, name: 'College Finder', item: 'https://example.test/college-finder' },
        { '@type': 'ListItem', position: 3, name: 'JEE <Main>', item: 'https://example.test/college-finder/jee-main' },
      ],
    });
  });
});

describe('Button', () => {
  it('is type="button" unless told otherwise, and a locked one still clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderPlain(
      <form>
        <Button data-locked="true" onClick={onClick}>
          Export
        </Button>
        <Button type="submit" $variant="outline" $size="lg">
          Go
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'submit');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('comes as a router link and as a plain link', () => {
    renderWithShell(
      <>
        <ButtonLink to="/blogs">Back to Blogs</ButtonLink>
        <ButtonAnchor href="https://example.test/x">Elsewhere</ButtonAnchor>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', 'https://example.test/x');
  });
});

describe('Spinner', () => {
  it('is a polite status with its label; the circle is hidden from assistive tech', () => {
    const { container } = renderPlain(
      <>
        <Spinner label="Loading rankings..." />
        <SpinnerCircle $inverse />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading rankings...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    container.querySelectorAll('span:empty').forEach((circle) => expect(circle).toHaveAttribute('aria-hidden', 'true'));
    expect(container.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(2);
  });
});
