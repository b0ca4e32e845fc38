import { screen, waitFor, within } from '@testing-library/react';
import { createFakeShell, renderWithShell } from 'shared-contracts/testing';
import CollegeFinderSelectorPage from './CollegeFinderSelectorPage';
import JosaaSelectorPage from './JosaaSelectorPage';

it('/college-finder offers JEE Main and JEE Advanced (to jee-main) and MHT-CET, plus the JoSAA-vs-state-wise selector', async () => {
  renderWithShell(<CollegeFinderSelectorPage />, createFakeShell(), { route: '/college-finder' });
  expect(screen.getByRole('heading', { level: 1, name: 'College Finder' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /JEE Main and JEE Advanced/ })).toHaveAttribute('href', '/college-finder/jee-main');
  expect(screen.getByRole('link', { name: /MHT-CET/ })).toHaveAttribute('href', '/college-finder/mhtcet');
  expect(screen.getByRole('link', { name: 'JoSAA institutes or state-wise colleges' })).toHaveAttribute('href', '/college-finder/josaa');
  await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.test/college-finder'));
});

it('the second selector leads to the JoSAA tool and the state-wise finder', async () => {
  renderWithShell(<JosaaSelectorPage />, createFakeShell(), { route: '/college-finder/josaa' });
  expect(screen.getByRole('link', { name: /JoSAA OR-CR explorer/ })).toHaveAttribute('href', '/college-finder/tool');
  expect(screen.getByRole('link', { name: /State colleges with All India seats/ })).toHaveAttribute('href', '/college-finder/statewise');
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'College Finder' })).toHaveAttribute('href', '/college-finder');
  await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.test/college-finder/josaa'));
});
