import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Head, useShell } from 'shared-contracts/react';
import { LoginForm } from '../features/login';
import { GoogleSignInButton } from '../features/oauth';
import { SignupForm } from '../features/signup';
import { resolveReturnTo } from '../lib/returnTo';
import { AuthLayout, Muted, Stack } from '../ui/AuthLayout';
import { TextLink } from '../ui/AuthButtons';
import { theme } from 'shared-contracts';

export type AuthTab = 'login' | 'signup';

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'login', label: 'Login' },
  { id: 'signup', label: 'Sign Up' },
];

/** The tab to open: ?tab=signup, or navigation state { tab: 'signup' }; login otherwise. */
function initialTab(search: string, state: unknown): AuthTab {
  const fromState = state && typeof state === 'object' ? (state as { tab?: unknown }).tab : undefined;
  return new URLSearchParams(search).get('tab') === 'signup' || fromState === 'signup' ? 'signup' : 'login';
}

/** /auth: Login and Sign Up tabs, the social sign-in button and the forgot-password link. */
export default function AuthPage() {
  const shell = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>(() => initialTab(location.search, location.state));
  // Which tab's form is mounted: switching remounts it, so its errors are gone.
  const [returnTo] = useState(() => resolveReturnTo(location.state, location.search));
  const [alreadyIn] = useState(shell.session.isAuthenticated);
  const baseId = useId();
  const tabRefs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, signup: null });

  if (alreadyIn) return <Navigate to={returnTo} replace />;

  const choose = (next: AuthTab) => {
    if (next === tab) return;
    setTab(next);
    const params = new URLSearchParams(location.search);
    if (next === 'signup') params.set('tab', 'signup');
    else params.delete('tab');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state: location.state });
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: AuthTab = event.key === 'Home' ? 'login' : event.key === 'End' ? 'signup' : tab === 'login' ? 'signup' : 'login';
    choose(next);
    tabRefs.current[next]?.focus();
  };

  const title = tab === 'login' ? 'Login to your account' : 'Create your account';
  return (
    <AuthLayout title={title} lead={tab === 'login' ? 'Welcome back! Log in to export rankings, see every result and filter by branch.' : 'Free, and it unlocks CSV export, every page size and the branch filters.'}>
      <Head>
        <title>{tab === 'login' ? 'Login' : 'Sign Up'}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <TabList role="tablist" aria-label="Login or sign up">
        {TABS.map(({ id, label }) => (
          <Tab
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}-tab`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-${id}-panel`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => choose(id)}
            onKeyDown={onTabKeyDown}
          >
            {label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        <Stack $gap="1.25rem">
          {tab === 'login' ? <LoginForm key="login" returnTo={returnTo} /> : <SignupForm key="signup" />}
          {tab === 'login' && (
            <Forgot>
              <TextLink to="/forgot-password">Forgot password?</TextLink>
            </Forgot>
          )}
          <Divider>
            <span>or</span>
          </Divider>
          <GoogleSignInButton returnTo={returnTo} />
          <Muted>
            {tab === 'login' ? (
              <>
                New here?{' '}
                <LinkButton type="button" onClick={() => choose('signup')}>
                  Create an account
                </LinkButton>
              </>
            ) : (
              <>
                Already have an account?{' '}
                <LinkButton type="button" onClick={() => choose('login')}>
                  Log in
                </LinkButton>
              </>
            )}
          </Muted>
        </Stack>
      </div>
    </AuthLayout>
  );
}

const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin: 0 0 1.5rem;
  padding: 0.25rem;
  border-radius: 10px;
  background: ${theme.colors.background};
`;

const Tab = styled.button`
  min-height: 42px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${theme.colors.muted};
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.primaryDark};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  }
`;

const Forgot = styled.p`
  margin: -0.5rem 0 0;
  text-align: right;
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  color: ${theme.colors.muted};
  font-size: 0.875rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${theme.colors.border};
  }
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
