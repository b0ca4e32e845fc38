import { act, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from 'shared-contracts';
import { renderWithShell, TEST_USER } from '../../../test/renderWithShell';
import { SupportDialog } from '../../support/components/SupportDialog';
import { loadShortlist } from '../../shortlist/model/loadShortlist';
import { Header } from './Header';
import { LOGOUT_REDIRECT_MS } from '../../../constants';

// The support dialog draws its QR code with qrcode; never resolving keeps it in its loading state here.
jest.mock('qrcode', () => ({ toDataURL: jest.fn(() => new Promise(() => undefined)) }));

const openAccountMenu = async (user: ReturnType<typeof renderWithShell>['user']) => {
  await user.click(screen.getByRole('button', { name: /account menu for asha kulkarni/i }));
  return screen.getByRole('menu', { name: 'Account' });
};

afterEach(() => localStorage.clear());
// The shortlist count's module, loaded before the first render (as it is by then in a browser session), so
// the count does not arrive after a test has ended.
beforeAll(() => loadShortlist());

// jsdom has no viewport, so the desktop CSS hides the menu button (and so its role name): find it by label.
const menuToggle = () => screen.getByLabelText('Menu', { selector: 'button' });

describe('Header, logged out', () => {
  it('links the brand home and lists the main navigation in order', () => {
    renderWithShell(<Header />);
    expect(screen.getByRole('link', { name: /engineering admissions guide/i })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Rankings', '/rankings'],
      ['College Finder', '/college-finder'],
      ['Blogs', '/blogs'],
    ]);
  });

  it('marks the current section as the current page', () => {
    renderWithShell(<Header />, { route: '/college-finder/mhtcet' });
    expect(screen.getByRole('link', { name: 'College Finder' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows a Login link to /auth and no account menu', () => {
    renderWithShell(<Header />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('collapses the navigation behind a Menu button that reports its state', async () => {
    const { user } = renderWithShell(<Header />);
    const toggle = menuToggle();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'primary-navigation');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the collapsed menu when a link is chosen', async () => {
    const { user } = renderWithShell(<Header />);
    const toggle = menuToggle();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Rankings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rankings');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header, logged in', () => {
  it('shows the avatar with the user initials instead of Login', () => {
    renderWithShell(<Header />, { user: TEST_USER });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: /account menu for asha kulkarni/i });
    expect(button).toHaveTextContent('AK');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a menu with Profile, Reset Password and Logout, focusing the first item', async () => {
    const { user } = renderWithShell(<Header />, { user: TEST_USER });
    const menu = await openAccountMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Reset Password', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/reset-password');
    expect(items[0]).toHaveFocus();
    expect(screen.getByText(TEST_USER.email)).toBeInTheDocument();
  });

  it('hides Reset Password for users who signed in with Google', async () => {
    localStorage.setItem(STORAGE_KEYS.oauthLoginMethod, 'google');
    const { user } = renderWithShell(<Header />, { user: TEST_USER });
    const menu = await openAccountMenu(user);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Logout']);
  });

  it('moves through the items with the arrow keys, wrapping round', async () => {
    const { user } = renderWithShell(<Header />, { user: TEST_USER });
    const menu = await openAccountMenu(user);
    const [profile, reset, logout] = within(menu).getAllByRole('menuitem');
    await user.keyboard('{ArrowDown}');
    expect(reset).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(logout).toHaveFocus();
    await user.keyboard('{Home}');
    expect(profile).toHaveFocus();
  });

  it('opens from the keyboard on ArrowUp at the last item', async () => {
    const { user } = renderWithShell(<Header />, { user: TEST_USER });
    screen.getByRole('button', { name: /account menu/i }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the avatar button', async () => {
    const { user } = renderWithShell(<Header />, { user: TEST_USER });
    await openAccountMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /account menu/i })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = renderWithShell(
      <>
        <Header />
        <p>Elsewhere</p>
      </>,
      { user: TEST_USER },
    );
    await openAccountMenu(user);
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('goes to the profile from the menu and closes it', async () => {
    const { user } = renderWithShell(<Header />, { user: TEST_USER });
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  describe('Logout', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('logs out at once and returns home after 0.5 s', async () => {
      const { user, shell } = renderWithShell(<Header />, { user: TEST_USER, route: '/profile', fakeTimers: true });
      await openAccountMenu(user);
      await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
      expect(shell.session.logout).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('location')).toHaveTextContent('/profile');
      act(() => jest.advanceTimersByTime(LOGOUT_REDIRECT_MS - 1));
      expect(screen.getByTestId('location')).toHaveTextContent('/profile');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    });
  });
});

describe('Header Support button', () => {
  it('opens the shared support dialog', async () => {
    const { user } = renderWithShell(
      <>
        <Header />
        <SupportDialog />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Support us' }));
    expect(screen.getByRole('dialog', { name: 'Support this guide' })).toBeInTheDocument();
  });
});
