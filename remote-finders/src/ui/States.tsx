import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon, Button } from 'shared-contracts/ui';
import { theme } from 'shared-contracts';

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

const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem 1rem;
  margin: 1rem 0;
  padding: 0.9rem 1rem;
  border: 1px solid ${theme.colors.dangerBorder};
  border-radius: ${theme.radius};
  background: ${theme.colors.dangerBg};
  color: ${theme.colors.danger};
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
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  text-align: center;
  color: ${theme.colors.muted};
  strong {
    display: block;
    color: ${theme.colors.text};
    font-size: 1.05rem;
  }
  div {
    margin-top: 0.4rem;
  }
`;
