import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { STORAGE_KEYS, avatarInitials, displayName, type User, theme } from 'shared-contracts';
import { ChevronDownIcon } from 'shared-contracts/ui';
import { useDismiss } from '../../../ui/useDismiss';

interface UserMenuProps {
  user: User | null;
  onLogout: () => void;
}

/** Users who signed in with Google (this session, or an account made by it) have no password here to reset. */
const signedInWithGoogle = (user: User | null) =>
  user?.auth_provider === 'google' || localStorage.getItem(STORAGE_KEYS.oauthLoginMethod) === 'google';

/** Avatar button with the account menu (menu-button pattern: arrows move, Escape closes and returns focus). */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  // Which item gets focus once the menu has rendered (first on click or ArrowDown, last on ArrowUp).
  const [initialFocus, setInitialFocus] = useState<'first' | 'last' | null>(null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const name = displayName(user);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const openMenu = (focus: 'first' | 'last') => {
    setOpen(true);
    setInitialFocus(focus);
  };

  useEffect(() => {
    if (!open || !initialFocus) return;
    const all = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    all[initialFocus === 'first' ? 0 : all.length - 1]?.focus();
    setInitialFocus(null);
  }, [open, initialFocus]);

  const close = useCallback((reason: 'escape' | 'outside' | 'select') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Root ref={rootRef}>
      <AvatarButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar aria-hidden="true">{avatarInitials(user)}</Avatar>
        <span className="visually-hidden">Account menu for {name}</span>
        <ChevronDownIcon />
      </AvatarButton>
      {open && (
        <Popover>
          <Identity>
            <strong>{name}</strong>
            {user?.email && <span>{user.email}</span>}
          </Identity>
          <Menu id={menuId} ref={menuRef} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
            <li role="none">
              <MenuLink role="menuitem" to="/profile" onClick={() => close('select')}>
                Profile
              </MenuLink>
            </li>
            {!signedInWithGoogle(user) && (
              <li role="none">
                <MenuLink role="menuitem" to="/reset-password" onClick={() => close('select')}>
                  Reset Password
                </MenuLink>
              </li>
            )}
            <li role="none">
              <MenuButton
                role="menuitem"
                type="button"
                onClick={() => {
                  close('select');
                  onLogout();
                }}
              >
                Logout
              </MenuButton>
            </li>
          </Menu>
        </Popover>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.2rem 0.35rem 0.2rem 0.2rem;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: 999px;
  background: transparent;
  color: ${theme.colors.onPrimary};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.1rem;
  height: 2.1rem;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Popover = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  z-index: 700;
  width: 15rem;
  max-width: calc(100vw - 1.5rem);
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: 10px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.18);
  overflow: hidden;
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    font-size: 0.85rem;
    color: ${theme.colors.muted};
  }
`;

const Menu = styled.ul`
  margin: 0;
  padding: 0.35rem 0;
  list-style: none;
`;

const itemStyle = `
  display: block;
  width: 100%;
  padding: 0.6rem 1rem;
  border: 0;
  background: none;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  ${itemStyle}
  color: ${theme.colors.text};
  &:hover,
  &:focus-visible {
    background: ${theme.colors.primaryLight};
  }
`;

const MenuButton = styled.button`
  ${itemStyle}
  color: ${theme.colors.danger};
  &:hover,
  &:focus-visible {
    background: ${theme.colors.dangerBg};
  }
`;
