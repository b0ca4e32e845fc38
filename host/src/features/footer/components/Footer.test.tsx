import { screen, within } from '@testing-library/react';
import { renderWithShell } from '../../../test/renderWithShell';
import { SupportDialog } from '../../support/components/SupportDialog';
import { Footer } from './Footer';

jest.mock('qrcode', () => ({ toDataURL: jest.fn(() => new Promise(() => undefined)) }));

describe('Footer', () => {
  it('links Home, Rankings and College Finder', () => {
    renderWithShell(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Rankings', '/rankings'],
      ['College Finder', '/college-finder'],
    ]);
  });

  it('credits the data sources', () => {
    renderWithShell(<Footer />);
    expect(screen.getByText('Data: NIRF, JoSAA and State CET Cell published cut-offs')).toBeInTheDocument();
  });

  it('opens the support dialog from its Support button', async () => {
    const { user } = renderWithShell(
      <>
        <Footer />
        <SupportDialog />
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Support' }));
    expect(screen.getByRole('dialog', { name: 'Support this guide' })).toBeInTheDocument();
  });
});
