import styled, { css } from 'styled-components';
import { media } from 'shared-contracts';

export type ButtonVariant = 'primary' | 'secondary';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryDark};
      border-color: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryLight};
    }
  `,
};

const base = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0 1.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  font-size: 1rem;
  line-height: 1.2;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${media.mobile} {
    padding: 0 1rem;
  }
`;

export const Button = styled.button.attrs((props) => ({ type: props.type ?? 'button' }))<{ $variant?: ButtonVariant }>`
  ${base}
`;

/** A link that looks like a button (e.g. to another site's page). */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant }>`
  ${base}
`;
