import styled from 'styled-components';
import { theme } from 'shared-contracts';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { COPIED_MESSAGE_MS } from '../../../constants';

const COPIED_TEXT = 'Copied!';

/** The UPI ID in full, with a Copy button for people paying from a UPI app on the same phone. */
export function CopyUpiId({ upiId }: { upiId: string }) {
  const { status, copy } = useCopyToClipboard(COPIED_MESSAGE_MS);
  return (
    <div>
      <Label>UPI ID</Label>
      <Row>
        <Value>{upiId}</Value>
        <CopyButton type="button" onClick={() => void copy(upiId)} aria-label="Copy UPI ID">
          Copy
        </CopyButton>
      </Row>
      <Feedback role="status" $failed={status === 'failed'}>
        {status === 'copied' && COPIED_TEXT}
        {status === 'failed' && 'Copying is blocked here. Select the ID and copy it by hand.'}
      </Feedback>
    </div>
  );
}

const Label = styled.p`
  margin: 0 0 0.35rem;
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  overflow: hidden;
`;

const Value = styled.code`
  flex: 1;
  min-width: 0;
  padding: 0.6rem 0.75rem;
  font-size: 0.95rem;
  background: ${theme.colors.background};
  overflow-wrap: anywhere;
  user-select: all;
`;

const CopyButton = styled.button`
  padding: 0 1rem;
  border: 0;
  border-left: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primaryLight};
  }
`;

const Feedback = styled.p<{ $failed: boolean }>`
  min-height: 1.4rem;
  margin: 0.3rem 0 0;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
`;
