import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { CloseIcon } from 'shared-contracts/ui';
import { useApiErrorAlert } from '../hooks/useApiErrorAlert';

/** The global alert for failed API calls, floating just below whatever is above it. */
export function ApiErrorAlert() {
  const { message, dismiss } = useApiErrorAlert();
  if (!message) return null;
  return (
    <Toast role="alert">
      <Message>{message}</Message>
      <DismissButton type="button" onClick={dismiss}>
        <CloseIcon width={16} height={16} />
        Dismiss
      </DismissButton>
    </Toast>
  );
}

const Toast = styled.div`
  position: absolute;
  top: calc(100% + 0.75rem);
  left: 50%;
  z-index: 950;
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: 1rem;
  width: max-content;
  max-width: min(560px, calc(100vw - 2rem));
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  background: ${theme.colors.dangerBg};
  color: ${theme.colors.danger};
  border: 1px solid ${theme.colors.dangerBorderStrong};
  border-left: 4px solid ${theme.colors.danger};
  border-radius: ${theme.radius};
  box-shadow: 0 10px 28px rgba(0, 0, 0, 0.15);
  ${media.mobile} {
    width: calc(100vw - 1.5rem);
  }
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  font-weight: 600;
`;

const DismissButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  flex-shrink: 0;
  padding: 0.4rem 0.7rem;
  border: 1px solid currentColor;
  border-radius: ${theme.radius};
  background: transparent;
  color: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: rgba(185, 28, 28, 0.08);
  }
`;
