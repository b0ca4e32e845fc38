import styled from 'styled-components';
import { SHELL_MESSAGES, theme } from 'shared-contracts';
import { useOnlineStatus } from '../hooks/useOnlineStatus';

/**
 * The offline notice. The status region stays in the page (empty while online) so screen readers
 * announce the message when it appears.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <Region role="status" data-testid="offline-banner">
      {!online && <Banner>{SHELL_MESSAGES.offlineBanner}</Banner>}
    </Region>
  );
}

const Region = styled.div``;

const Banner = styled.p`
  margin: 0;
  padding: 0.6rem 1rem;
  background: ${theme.colors.warningBg};
  color: ${theme.colors.warning};
  border-bottom: 1px solid ${theme.colors.accentLight};
  font-weight: 600;
  font-size: 0.95rem;
  text-align: center;
`;
