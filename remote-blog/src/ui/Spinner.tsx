import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Circle = styled.span`
  display: inline-block;
  flex: none;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.primaryLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
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
  min-height: 40vh;
  padding: 2.5rem 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A centred spinner with a visible label, announced politely to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Circle aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
