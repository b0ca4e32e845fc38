import { theme } from '../theme';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A spinning circle, decorative (aria-hidden): the text beside it says what is happening.
 * $inverse draws it white, for inside a primary button.
 */
export const SpinnerCircle = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number; $inverse?: boolean }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 20 }) => $size}px;
  height: ${({ $size = 20 }) => $size}px;
  border: 3px solid ${({ theme, $inverse }) => ($inverse ? 'rgba(255, 255, 255, 0.45)' : theme.colors.primaryLight)};
  border-top-color: ${({ theme, $inverse }) => ($inverse ? theme.colors.onPrimary : theme.colors.primary)};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  color: ${theme.colors.muted};
`;

export interface SpinnerProps {
  /** The visible text, e.g. "Loading rankings..." */
  label: string;
  /** The circle's size in px. */
  size?: number;
  /** For styled(Spinner), e.g. a taller area while a whole page loads. */
  className?: string;
}

/** A centred spinner with a visible label, announced politely to screen readers (role status). */
export function Spinner({ label, size = 28, className }: SpinnerProps) {
  return (
    <Wrapper role="status" aria-live="polite" className={className}>
      <SpinnerCircle $size={size} />
      <span>{label}</span>
    </Wrapper>
  );
}
