import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { PAGE_SIZE_OPTIONS, theme } from 'shared-contracts';
import { Pagination, type PaginationProps } from './Pagination';

function renderPagination(props: Partial<PaginationProps> = {}) {
  const handlers = { onPageChange: jest.fn(), onPageSizeChange: jest.fn() };
  render(
    <ThemeProvider theme={theme}>
      <Pagination currentPage={1} totalPages={10} totalRecords={100} pageSize={10} pageSizeOptions={PAGE_SIZE_OPTIONS} windowSize={5} {...handlers} {...props} />
    </ThemeProvider>,
  );
  return { ...handlers, user: userEvent.setup(), nav: screen.getByRole('navigation') };
}

const pageNumbers = (nav: HTMLElement) => within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);

describe('Pagination', () => {
  it('centres the window on the current page and marks it', () => {
    const { nav } = renderPagination({ currentPage: 6 });
    expect(pageNumbers(nav)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
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

  it('shows the all-rows summary', () => {
    renderPagination({ pageSize: 'all', totalPages: 1, totalRecords: 321 });
    expect(screen.getByText('Showing all 321 results')).toBeInTheDocument();
  });

  it('shows a locked page size that asks instead of changing', async () => {
    const onRequest = jest.fn();
    const { user, onPageSizeChange } = renderPagination({ pageSize: 50, pageSizeLock: { title: 'Login first', onRequest } });
    const locked = screen.getByRole('button', { name: 'Items per page' });
    expect(locked).toHaveTextContent('50');
    expect(locked).toHaveAttribute('title', 'Login first');
    await user.click(locked);
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(onPageSizeChange).not.toHaveBeenCalled();
  });
});
