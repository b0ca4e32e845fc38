import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const buttonStyle = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.55rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primary : '#fff')};
  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primaryLight : theme.colors.primaryDark)};
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyle}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyle}
`;
