// The accounts remote. The host mounts it at each of its paths (REMOTE_ROUTES.auth) and passes basePath;
// the page is chosen by basePath, and routes below it are relative to that mount. Each page is its own chunk.
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';
import { AuthLayout, StatusLine } from './ui/AuthLayout';
import { SpinnerCircle } from 'shared-contracts/ui';

const AuthPage = lazy(() => import('./pages/AuthPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
const PasswordResetPage = lazy(() => import('./pages/PasswordResetPage'));
const OAuthBridgePage = lazy(() => import('./pages/OAuthBridgePage'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));

const ForgotPassword = () => <PasswordResetPage loggedInRoute={false} />;
const ResetPassword = () => <PasswordResetPage loggedInRoute />;

export const PAGES: Record<string, ComponentType> = {
  '/auth': AuthPage,
  '/forgot-password': ForgotPassword,
  '/reset-password': ResetPassword,
  '/oauth-bridge': OAuthBridgePage,
  '/verify-email': VerifyEmailPage,
  '/profile': ProfilePage,
};

function NotFound() {
  return (
    <AuthLayout title="Page not found">
      <p>
        This account page does not exist. <Link to="/auth">Go to login</Link> or <Link to="/">the home page</Link>.
      </p>
    </AuthLayout>
  );
}

function Loading() {
  return (
    <AuthLayout title="Account">
      <StatusLine>
        <SpinnerCircle $size={18} /> Loading...
      </StatusLine>
    </AuthLayout>
  );
}

export default function App({ shell, basePath = '/auth' }: RemoteAppProps) {
  const Page = PAGES[basePath.replace(/\/+$/, '')] ?? NotFound;
  return (
    <ShellProvider shell={shell}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<Page />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </ShellProvider>
  );
}
