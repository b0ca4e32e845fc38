import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from 'shared-contracts/react';
import { LOGOUT_REDIRECT_MS } from '../../../constants';

/**
 * Logs out now and returns home after LOGOUT_REDIRECT_MS. Lives in the header, not in the avatar menu,
 * because the menu unmounts as soon as the session ends and would cancel the redirect.
 */
export function useLogout(): () => void {
  const { session } = useShell();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    session.logout();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate('/'), LOGOUT_REDIRECT_MS);
  }, [session, navigate]);
}
