import styled, { css } from 'styled-components';
import { media } from 'shared-contracts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

// data-locked: looks disabled but stays a working button, so a click can explain why the feature is
// unavailable (aria-disabled would tell assistive tech and test tools that clicking does nothing).
// :disabled is the plain "not now" state.
const looksDisabled = css`
  opacity: 0.55;
  cursor: not-allowed;
`;

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled):not([data-locked='true']) {
      background: ${({ theme }) => theme.colors.primaryDark};
      border-color: ${({ theme }) => theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled):not([data-locked='true']) {
      border-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled):not([data-locked='true']) {
      background: ${({ theme }) => theme.colors.primaryLight};
    }
  `,
};

export const Button = styled.button.attrs((props) => ({ type: props.type ?? 'button' }))<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0 1.1rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled,
  &[data-locked='true'] {
    ${looksDisabled}
  }
  ${media.mobile} {
    padding: 0 0.9rem;
  }
`;
