import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './Button';
import { AlertIcon } from './icons';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 22 }) => $size}px;
  height: ${({ $size = 22 }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.primaryLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** A centred spinner with a visible label ("Loading filters...", "Finding colleges for you..."). */
export function LoadingState({ label }: { label: string }) {
  return (
    <Centered role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Centered>
  );
}

/** An error message (an alert) with an optional Retry. */
export function ErrorState({ message, onRetry, retryLabel = 'Retry' }: { message: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <ErrorBox role="alert">
      <AlertIcon width={20} height={20} />
      <p>{message}</p>
      {onRetry && (
        <Button $variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </ErrorBox>
  );
}

/** Nothing to show: a title and optional explanation or action. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyBox role="status">
      <strong>{title}</strong>
      {children && <div>{children}</div>}
    </EmptyBox>
  );
}

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem 1rem;
  margin: 1rem 0;
  padding: 0.9rem 1rem;
  border: 1px solid #fecaca;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  svg {
    flex: none;
  }
  p {
    flex: 1 1 14rem;
    margin: 0;
    font-weight: 600;
  }
`;

const EmptyBox = styled.div`
  margin: 1rem 0;
  padding: 2rem 1.25rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.05rem;
  }
  div {
    margin-top: 0.4rem;
  }
`;
