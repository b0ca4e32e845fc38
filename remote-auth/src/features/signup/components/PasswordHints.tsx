import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH, passwordHints } from 'shared-contracts';

const LABELS = {
  length: `At least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: 'An uppercase letter',
  number: 'A number',
  special: 'A special character',
} as const;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.2rem 0.75rem;
  margin: 0.15rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  color: ${({ $met, theme }) => ($met ? theme.colors.success : theme.colors.muted)};
  &::before {
    content: '${({ $met }) => ($met ? '\\2713' : '\\2022')}';
    display: inline-block;
    width: 1rem;
    text-align: center;
    font-weight: 700;
  }
`;

/** The password hint checklist: informational only, it never blocks the form. */
export function PasswordHints({ password }: { password: string }) {
  const hints = passwordHints(password);
  return (
    <List aria-label="Password suggestions">
      {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key) => (
        <Item key={key} $met={hints[key]} data-met={hints[key]}>
          {LABELS[key]}
          <span className="visually-hidden">{hints[key] ? ' (done)' : ' (not yet)'}</span>
        </Item>
      ))}
    </List>
  );
}
