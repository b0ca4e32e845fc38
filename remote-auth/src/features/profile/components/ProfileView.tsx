import styled from 'styled-components';
import { media, type User, theme } from 'shared-contracts';
import { formatPhone } from '../model/phone';

const List = styled.dl`
  display: grid;
  grid-template-columns: 10rem minmax(0, 1fr);
  gap: 0;
  margin: 0;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  dt,
  dd {
    margin: 0;
    padding: 0.7rem 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  dt {
    color: ${theme.colors.muted};
    font-weight: 600;
    font-size: 0.925rem;
  }
  dd {
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    dt {
      padding-bottom: 0;
      border-bottom: 0;
    }
    dd {
      padding-top: 0.15rem;
    }
  }
`;

const Missing = styled.span`
  color: ${theme.colors.muted};
  font-style: italic;
`;

const Badge = styled.span<{ $ok: boolean }>`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  vertical-align: 1px;
  background: ${({ $ok, theme }) => ($ok ? theme.colors.successBg : theme.colors.warningBg)};
  color: ${({ $ok, theme }) => ($ok ? theme.colors.successText : theme.colors.warning)};
`;

const show = (value: string | null | undefined) => (value && value.trim() ? value : <Missing>Not provided</Missing>);

/** View mode: the user's fields. */
export function ProfileView({ user }: { user: User }) {
  return (
    <List aria-label="Your profile">
      <dt>First name</dt>
      <dd>{show(user.first_name)}</dd>
      <dt>Last name</dt>
      <dd>{show(user.last_name)}</dd>
      <dt>Email</dt>
      <dd>
        {user.email}
        <Badge $ok={user.is_email_verified}>{user.is_email_verified ? 'Verified' : 'Not verified'}</Badge>
      </dd>
      <dt>Username</dt>
      <dd>{show(user.username)}</dd>
      <dt>City</dt>
      <dd>{show(user.city)}</dd>
      <dt>State</dt>
      <dd>{show(user.state)}</dd>
      <dt>Phone number</dt>
      <dd>{show(formatPhone(user.phone_number))}</dd>
      <dt>Signed in with</dt>
      <dd>{user.auth_provider === 'google' ? 'Google' : 'Email and password'}</dd>
    </List>
  );
}
