import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShell } from '../test/renderWithShell';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('has one headline and hero links to the college finder and the rankings', () => {
    renderWithShell(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /open the college finder/i })).toHaveAttribute('href', '/college-finder');
    expect(screen.getByRole('link', { name: 'Browse NIRF rankings' })).toHaveAttribute('href', '/rankings');
  });

  it('shows the three feature cards, each linking to its section', () => {
    renderWithShell(<HomePage />);
    const cards = within(screen.getByRole('region', { name: 'Everything for counselling season' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const summary = cards.map((card) => [
      within(card).getByRole('heading', { level: 3 }).textContent,
      within(card).getByRole('link').getAttribute('href'),
    ]);
    expect(summary).toEqual([
      ['NIRF rankings', '/rankings'],
      ['Multi-exam college finder', '/college-finder'],
      ['Rank and score analysis', '/college-finder/jee-main'],
    ]);
    expect(cards[1]).toHaveTextContent(/JEE Main/);
    expect(cards[1]).toHaveTextContent(/MHT-CET/);
  });

  it('sets its title, description and canonical link', async () => {
    renderWithShell(<HomePage />);
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://guide.test/'));
    expect(document.title).toMatch(/College Finder/);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/JEE Main/);
  });
});
