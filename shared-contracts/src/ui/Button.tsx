import { theme } from '../theme';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media } from '../theme';

/**
 * primary: filled; secondary: white with a grey border (beside a primary action, in toolbars);
 * outline: white with a primary border and text; ghost: text only.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
/** md: 44 px tall; lg: 48 px and 1rem text (beside a 48 px input). */
export type ButtonSize = 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

// data-locked: looks disabled but stays a working button, so a click can explain why the feature is
// unavailable (aria-disabled would tell assistive tech and test tools that clicking does nothing).
// :disabled is the plain "not now" state.
const active = '&:hover:not(:disabled):not([data-locked="true"])';

const variants = {
  primary: css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    ${active} {
      background: ${theme.colors.primaryDark};
      border-color: ${theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.border};
    color: ${theme.colors.text};
    ${active} {
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primary};
    }
  `,
  outline: css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
    ${active} {
      background: ${theme.colors.primaryLight};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${theme.colors.primary};
    ${active} {
      background: ${theme.colors.primaryLight};
    }
  `,
};

const sizes = {
  md: css`
    min-height: 44px;
    padding: 0 1.1rem;
    ${media.mobile} {
      padding: 0 0.9rem;
    }
  `,
  lg: css`
    min-height: 48px;
    padding: 0 1.25rem;
    font-size: 1rem;
    ${media.mobile} {
      padding: 0 1rem;
    }
  `,
};

const buttonStyle = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${theme.radius};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s;
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  /* A locked button still works, so its text must stay readable (4.5:1): greyed by colour, not opacity. */
  &[data-locked='true'] {
    border-style: dashed;
    border-color: ${theme.colors.border};
    background: ${theme.colors.background};
    color: ${theme.colors.muted};
    cursor: not-allowed;
  }
`;

/** A button (type="button" unless given another type). */
export const Button = styled.button.attrs((props) => ({ type: props.type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyle}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyle}
`;

/** A plain link (another site, or a full URL) that looks like a button. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyle}
`;
