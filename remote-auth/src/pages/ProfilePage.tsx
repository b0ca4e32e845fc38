import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PROFILE_MESSAGES, avatarInitials, type User, theme } from 'shared-contracts';
import { Head, useShell } from 'shared-contracts/react';
import { ProfileForm, ProfileView } from '../features/profile';
import { AuthLayout, Muted, Stack, StatusLine } from '../ui/AuthLayout';
import { Button, Notice, SpinnerCircle } from 'shared-contracts/ui';

const PROFILE_PATH = '/profile';

/** /profile: view mode and edit mode (Save -> Profile updated successfully; Cancel restores). Login required. */
export default function ProfilePage() {
  const shell = useShell();
  const { session } = shell;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // The values shown: the session's user, or the one the last save returned.
  const [override, setOverride] = useState<User | null>(null);
  const [askedAtOpen] = useState(!session.isAuthenticated);
  // A new user from the session (a refetch, or the update itself) replaces the saved copy.
  useEffect(() => setOverride(null), [session.user]);

  useEffect(() => {
    // A guest opening the page is asked to log in and comes back here (a logout on the page just shows the note).
    if (askedAtOpen) shell.requireLogin(PROFILE_PATH);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const user = session.isAuthenticated ? (override ?? session.user) : null;

  const head = (
    <Head>
      <title>My Profile</title>
      <meta name="robots" content="noindex" />
    </Head>
  );

  if (!session.isAuthenticated) {
    return (
      <AuthLayout title="My Profile">
        {head}
        <Stack>
          <Muted>Please log in to see your profile.</Muted>
          <Button $size="lg" onClick={() => shell.requireLogin(PROFILE_PATH)}>Login</Button>
        </Stack>
      </AuthLayout>
    );
  }

  if (!user) {
    return (
      <AuthLayout title="My Profile">
        {head}
        <StatusLine>
          <SpinnerCircle $size={18} /> Loading your profile...
        </StatusLine>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      wide
      title={
        <TitleRow>
          <Avatar aria-hidden="true">{avatarInitials(user)}</Avatar>
          <span>My Profile</span>
        </TitleRow>
      }
      lead={editing ? 'Update your details and save.' : 'Your account details.'}
    >
      {head}
      <Stack $gap="1.25rem">
        {saved && !editing && <Notice tone="success">{PROFILE_MESSAGES.updated}</Notice>}
        {editing ? (
          <ProfileForm
            key={JSON.stringify(user)}
            user={user}
            onSaved={(updated) => {
              setOverride(updated);
              session.updateUser?.(updated);
              setSaved(true);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <ProfileView user={user} />
            <div>
              <Button $size="lg"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                Edit Profile
              </Button>
            </div>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}

const TitleRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  font-size: 1rem;
  font-weight: 700;
`;
