import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { headerMedia, media, REMOTE_ROUTES, theme, visuallyHidden } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { Container } from '../../../ui/Container';
import { CloseIcon, HeartIcon, MenuIcon } from 'shared-contracts/ui';
import { useDismiss } from '../../../ui/useDismiss';
import { useSupportDialog } from '../../support';
import { NAV_ITEMS } from '../model/navItems';
import { useLogout } from '../hooks/useLogout';
import { ShortlistLink } from './ShortlistLink';
import { UserMenu } from './UserMenu';

/** Site header: brand, main navigation (a menu button at 768 px and below), Support, and Login or the avatar menu. */
export function Header() {
  const { session } = useShell();
  const logout = useLogout();
  const support = useSupportDialog();
  const { pathname, search } = useLocation();
  // Login from the header comes back to this page (not to an account page, and not to a stale target).
  const onAccountPage = REMOTE_ROUTES.auth.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  const loginState = { returnTo: onAccountPage ? '/' : `${pathname}${search}` };
  const [navOpen, setNavOpen] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A chosen link has done its job: the collapsed menu closes on every navigation.
  useEffect(() => setNavOpen(false), [pathname]);

  const closeNav = useCallback((reason: 'escape' | 'outside') => {
    setNavOpen(false);
    if (reason === 'escape') menuButtonRef.current?.focus();
  }, []);
  useDismiss(barRef, navOpen, closeNav);

  return (
    <Bar>
      <Inner ref={barRef}>
        <Brand to="/">
          <BrandMark aria-hidden="true">EA</BrandMark>
          <BrandText>Engineering Admissions Guide</BrandText>
        </Brand>

        <MenuToggle
          ref={menuButtonRef}
          type="button"
          aria-expanded={navOpen}
          aria-controls="primary-navigation"
          aria-label="Menu"
          onClick={() => setNavOpen((open) => !open)}
        >
          {navOpen ? <CloseIcon width={20} height={20} /> : <MenuIcon width={20} height={20} />}
        </MenuToggle>

        <Nav id="primary-navigation" aria-label="Main" data-open={navOpen}>
          <NavList>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavItem to={item.to} end={item.end}>
                  {item.label}
                </NavItem>
              </li>
            ))}
          </NavList>
          <SupportButton
            type="button"
            onClick={() => {
              setNavOpen(false);
              support.open();
            }}
          >
            <HeartIcon width={16} height={16} />
            <SupportWord>Support us</SupportWord>
          </SupportButton>
        </Nav>

        <Account>
          <ShortlistLink />
          {session.isAuthenticated ? <UserMenu user={session.user} onLogout={logout} /> : <LoginLink to="/auth" state={loginState}>Login</LoginLink>}
        </Account>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onPrimary};
  box-shadow: 0 1px 0 rgba(255, 255, 255, 0.06), 0 2px 8px rgba(0, 0, 0, 0.15);
`;

const Inner = styled(Container)`
  position: relative;
  display: flex;
  align-items: center;
  gap: 1rem;
  min-height: 4rem;
  ${media.mobile} {
    gap: 0.5rem;
    min-height: 3.5rem;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  color: ${theme.colors.onPrimary};
  text-decoration: none;
  font-weight: 700;
  ${media.mobile} {
    margin-right: auto;
    min-width: 0;
  }
`;

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.1rem;
  height: 2.1rem;
  flex-shrink: 0;
  border-radius: 8px;
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  font-size: 0.85rem;
  font-weight: 800;
`;

const BrandText = styled.span`
  font-size: 1.05rem;
  line-height: 1.2;
  ${headerMedia.wide} {
    white-space: nowrap;
  }
  ${headerMedia.withoutBrandName} {
    ${visuallyHidden}
  }
  ${media.mobile} {
    font-size: 0.95rem;
  }
`;

const MenuToggle = styled.button`
  display: none;
  ${media.mobile} {
    order: 3;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    flex-shrink: 0;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: ${theme.radius};
    background: transparent;
    color: ${theme.colors.onPrimary};
    cursor: pointer;
  }
`;

const Nav = styled.nav`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  ${media.mobile} {
    display: none;
    &[data-open='true'] {
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      display: flex;
      flex-direction: column;
      align-items: stretch;
      gap: 0.5rem;
      padding: 0.5rem 1rem 1rem;
      background: ${theme.colors.primaryDark};
      border-top: 1px solid rgba(255, 255, 255, 0.12);
      box-shadow: 0 10px 20px rgba(0, 0, 0, 0.2);
    }
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    flex-direction: column;
  }
`;

const NavItem = styled(NavLink)`
  display: block;
  padding: 0.5rem 0.7rem;
  white-space: nowrap;
  border-radius: ${theme.radius};
  color: rgba(255, 255, 255, 0.85);
  font-weight: 500;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.onPrimary};
    background: rgba(255, 255, 255, 0.1);
  }
  &.active {
    color: ${theme.colors.onPrimary};
    background: rgba(255, 255, 255, 0.16);
    box-shadow: inset 0 -2px 0 ${theme.colors.accent};
  }
  ${media.mobile} {
    padding: 0.75rem 0.8rem;
    &.active {
      box-shadow: inset 3px 0 0 ${theme.colors.accent};
    }
  }
`;

const SupportButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  padding: 0.45rem 0.9rem;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: 999px;
  background: transparent;
  color: ${theme.colors.onPrimary};
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  svg {
    color: ${theme.colors.accent};
    fill: currentColor;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  ${media.mobile} {
    padding: 0.7rem 0.9rem;
    border-radius: ${theme.radius};
  }
`;

const SupportWord = styled.span`
  ${headerMedia.iconsOnly} {
    ${visuallyHidden}
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex-shrink: 0;
`;

const LoginLink = styled(Link)`
  display: inline-block;
  padding: 0.45rem 1.1rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.primaryLight};
  }
`;
