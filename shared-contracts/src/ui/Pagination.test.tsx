import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE_OPTIONS } from '../constants';
import type { PageSize } from '../entities';
import { mockViewportWidth, renderPlain, resetViewport } from '../testing';
import { Pagination, type PaginationProps } from './Pagination';

afterEach(() => resetViewport());

const pageNumbers = (nav: HTMLElement) => within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);

describe('Pagination with icons, a fixed window and a locked button (as on the rankings page)', () => {
  function renderPagination(props: Partial<PaginationProps> = {}) {
    const handlers = { onPageChange: jest.fn(), onPageSizeChange: jest.fn() };
    renderPlain(
      <Pagination
        currentPage={1}
        totalPages={10}
        totalRecords={100}
        pageSize={10}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        windowSize={5}
        steps="icons"
        alwaysShowNav
        {...handlers}
        {...props}
      />,
    );
    return { ...handlers, user: userEvent.setup(), nav: screen.getByRole('navigation') };
  }

  it('centres the window on the current page and marks it', () => {
    const { nav } = renderPagination({ currentPage: 6 });
    expect(pageNumbers(nav)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'First page' })).toHaveTextContent('');
    expect(screen.getByText('Showing 51 - 60 of 100 results')).toBeInTheDocument();
  });

  it('uses the given window size', () => {
    const { nav } = renderPagination({ currentPage: 10, windowSize: 3 });
    expect(pageNumbers(nav)).toEqual(['8', '9', '10']);
  });

  it('calls back with first, previous, next, last and page numbers', async () => {
    const { nav, user, onPageChange } = renderPagination({ currentPage: 5 });
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page', 'Page 7']) {
      await user.click(within(nav).getByRole('button', { name }));
    }
    expect(onPageChange.mock.calls.map(([p]) => p)).toEqual([1, 4, 6, 10, 7]);
    await user.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledTimes(5); // the current page is not "changed to"
  });

  it('disables what leads nowhere', () => {
    const { nav } = renderPagination({ currentPage: 10 });
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeEnabled();
  });

  it('changes the page size, All included', async () => {
    const { user, onPageSizeChange } = renderPagination();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '50');
    expect(onPageSizeChange.mock.calls).toEqual([['all'], [50]]);
  });

  it('keeps the (disabled) page buttons with all rows on one page, and shows the all-rows summary', () => {
    const { nav } = renderPagination({ pageSize: 'all', totalPages: 1, totalRecords: 321 });
    expect(screen.getByText('Showing all 321 results')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows a locked page size as a button that asks instead of changing', async () => {
    const onRequest = jest.fn();
    const { user, onPageSizeChange } = renderPagination({ pageSize: 50, pageSizeLock: { title: 'Login first', onRequest, control: 'button' } });
    const locked = screen.getByRole('button', { name: 'Items per page' });
    expect(locked).toHaveTextContent('50');
    expect(locked).toHaveAttribute('title', 'Login first');
    expect(locked).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('combobox', { name: 'Items per page' })).not.toBeInTheDocument();
    await user.click(locked);
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(onPageSizeChange).not.toHaveBeenCalled();
  });
});

describe('Pagination with the default arrows and responsive window (as in the finders)', () => {
  function Harness({ lock, width }: { lock?: () => void; width?: number }) {
    if (width) mockViewportWidth(width);
    const [page, setPage] = useState(6);
    const [size, setSize] = useState<PageSize>(50);
    return (
      <Pagination
        currentPage={page}
        totalPages={size === 'all' ? 1 : 20}
        totalRecords={990}
        pageSize={size}
        onPageChange={setPage}
        onPageSizeChange={setSize}
        pageSizeLock={lock ? { title: 'Login to change items per page', onRequest: lock } : undefined}
      />
    );
  }

  it('has «, Prev, a window of five pages, Next, » and the summary; the page buttons go with All', async () => {
    const user = userEvent.setup();
    renderPlain(<Harness />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['«', 'Prev', '4', '5', '6', '7', '8', 'Next', '»']);
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveTextContent('Prev');
    expect(screen.getByText('Showing 251 - 300 of 990 results')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Showing 951 - 990 of 990 results')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Items per page'), 'all');
    expect(screen.getByText('Showing all 990 results')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows three pages at 768 px', () => {
    renderPlain(<Harness width={768} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pageNumbers(nav)).toEqual(['5', '6', '7']);
  });

  it('guests: the select shows 50 with a lock, and choosing another size asks instead of changing', async () => {
    const user = userEvent.setup();
    const onRequest = jest.fn();
    renderPlain(<Harness lock={onRequest} />);
    const select = screen.getByRole('combobox', { name: 'Items per page' });
    expect(select).toHaveValue('50');
    expect(select).toHaveAccessibleDescription('Login to change items per page');
    await user.selectOptions(select, '20');
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(select).toHaveValue('50');
    expect(screen.getByText('Showing 251 - 300 of 990 results')).toBeInTheDocument();
  });
});

describe('Pagination with words for steps and no page-size control (as on the blog list)', () => {
  const words = { previous: 'Previous', next: 'Next' };

  it('has Previous, the pages and Next, named by their words, and no First or Last', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderPlain(<Pagination currentPage={1} totalPages={4} onPageChange={onPageChange} steps={words} label="Article pages" />);
    const nav = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Items per page')).not.toBeInTheDocument();
  });

  it('draws nothing for a single page', () => {
    const { container } = renderPlain(<Pagination currentPage={1} totalPages={1} onPageChange={jest.fn()} steps={words} />);
    expect(container).toBeEmptyDOMElement();
  });
});
