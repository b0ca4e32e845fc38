import { act, screen } from '@testing-library/react';
import { SHELL_MESSAGES } from 'shared-contracts';
import { renderWithShell } from '../../../test/renderWithShell';
import { OfflineBanner } from './OfflineBanner';

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('OfflineBanner', () => {
  it('shows nothing while online', () => {
    renderWithShell(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the offline message on the offline event and removes it on the online event', () => {
    renderWithShell(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(SHELL_MESSAGES.offlineBanner);
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the message at once when the page starts offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithShell(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(SHELL_MESSAGES.offlineBanner);
  });
});
