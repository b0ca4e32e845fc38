import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A spinning circle; decorative (the text beside it says what is happening). */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number; $light?: boolean }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 18 }) => $size}px;
  height: ${({ $size = 18 }) => $size}px;
  border: 3px solid ${({ $light, theme }) => ($light ? 'rgba(255, 255, 255, 0.45)' : theme.colors.primaryLight)};
  border-top-color: ${({ $light, theme }) => ($light ? '#fff' : theme.colors.primary)};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
