import { screen, within } from '@testing-library/react';
import { BLOG_MESSAGES } from 'shared-contracts';
import { renderBlog } from '../../../test/blog';
import { TableOfContents } from './TableOfContents';

const entries = [
  { id: 'how-cap-rounds-work', title: 'How CAP rounds work', level: 2 },
  { id: 'seat-types-decoded', title: 'Seat types, decoded', level: 2, subsections: [{ title: 'Category, ladies, TFWS and EWS seats', level: 3 }] },
];

describe('TableOfContents', () => {
  it('lists sections and subsections (titles only) as links to the headings', () => {
    renderBlog(<TableOfContents entries={entries} />);
    const toc = screen.getByRole('navigation', { name: BLOG_MESSAGES.tableOfContents });
    expect(within(toc).getByRole('link', { name: 'How CAP rounds work' })).toHaveAttribute('href', '#how-cap-rounds-work');
    const sub = within(toc).getByRole('link', { name: 'Category, ladies, TFWS and EWS seats' });
    expect(sub).toHaveAttribute('href', '#category-ladies-tfws-and-ews-seats');
    expect(sub.closest('ol')?.parentElement?.closest('li')).toHaveTextContent('Seat types, decoded');
  });

  it('scrolls smoothly to the heading when a link is clicked', async () => {
    const { user } = renderBlog(
      <>
        <TableOfContents entries={entries} />
        <h2 id="seat-types-decoded">Seat types, decoded</h2>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Seat types, decoded' }));
    const heading = screen.getByRole('heading', { name: 'Seat types, decoded', level: 2 });
    expect(heading.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.location.hash).toBe('#seat-types-decoded');
  });

  describe('once the scroll ends', () => {
    /** Clicks the link with the heading `top` px from the top of the screen when the smooth scroll ends. */
    const clickWithHeadingAt = async (top: number) => {
      const { user } = renderBlog(
        <>
          <TableOfContents entries={entries} />
          <h2 id="seat-types-decoded">Seat types, decoded</h2>
        </>,
      );
      const heading = screen.getByRole('heading', { name: 'Seat types, decoded', level: 2 });
      jest.spyOn(heading, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
      await user.click(screen.getByRole('link', { name: 'Seat types, decoded' }));
      return { heading, user };
    };

    it('puts the heading back at the top when the scroll stopped off it (tables drawn on the way)', async () => {
      const { heading } = await clickWithHeadingAt(640);
      window.dispatchEvent(new Event('scrollend'));
      expect(heading.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
      expect(heading.scrollIntoView).toHaveBeenCalledTimes(2);
    });

    it('leaves a heading that is at the top where it is', async () => {
      const { heading } = await clickWithHeadingAt(1);
      window.dispatchEvent(new Event('scrollend'));
      expect(heading.scrollIntoView).toHaveBeenCalledTimes(1);
    });

    it('does not pull back a reader who scrolled themselves meanwhile', async () => {
      const { heading } = await clickWithHeadingAt(640);
      window.dispatchEvent(new Event('wheel'));
      window.dispatchEvent(new Event('scrollend'));
      expect(heading.scrollIntoView).toHaveBeenCalledTimes(1);
    });
  });

  it('renders nothing without entries', () => {
    renderBlog(<TableOfContents entries={[]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
