import { act, screen, within } from '@testing-library/react';
import { renderWithShell, TEST_CONFIG } from '../../../test/renderWithShell';
import { FloatingSupportButton } from './FloatingSupportButton';
import { SupportDialog } from './SupportDialog';
import { COPIED_MESSAGE_MS } from '../../../constants';

jest.mock('qrcode', () => ({ toDataURL: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const qrcode = require('qrcode') as { toDataURL: jest.Mock };

const UPI_URI = 'upi://pay?pa=guide@upi&pn=Engineering%20Admissions%20Guide&cu=INR';

function renderSupport(options: { fakeTimers?: boolean } = {}) {
  return renderWithShell(
    <>
      <FloatingSupportButton />
      <SupportDialog />
    </>,
    options,
  );
}

async function openDialog(user: ReturnType<typeof renderSupport>['user']) {
  await user.click(screen.getByRole('button', { name: 'Support' }));
  return screen.getByRole('dialog', { name: 'Support this guide' });
}

beforeEach(() => {
  qrcode.toDataURL.mockReset();
  qrcode.toDataURL.mockResolvedValue('data:image/png;base64,UVJDT0RF');
});

describe('Support dialog', () => {
  it('is closed until the floating Support button opens it as a modal', async () => {
    const { user } = renderSupport();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('loads qrcode only when opened and shows the QR code of the UPI URI', async () => {
    const { user } = renderSupport();
    expect(qrcode.toDataURL).not.toHaveBeenCalled();
    const dialog = await openDialog(user);
    const img = await within(dialog).findByRole('img', { name: /UPI payment QR code/ });
    expect(img).toHaveAttribute('src', 'data:image/png;base64,UVJDT0RF');
    expect(qrcode.toDataURL).toHaveBeenCalledWith(UPI_URI, expect.any(Object));
  });

  it('says so when the QR code cannot be drawn', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    qrcode.toDataURL.mockRejectedValue(new Error('no canvas'));
    const { user } = renderSupport();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText(/could not be drawn/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('links Google Pay, PhonePe, Paytm and BHIM to the same UPI payment', async () => {
    const { user } = renderSupport();
    const dialog = await openDialog(user);
    for (const name of ['Google Pay', 'PhonePe', 'Paytm', 'BHIM']) {
      expect(within(dialog).getByRole('link', { name }).getAttribute('href')).toContain('pa=guide@upi&pn=Engineering%20Admissions%20Guide&cu=INR');
    }
    expect(within(dialog).getByRole('link', { name: 'BHIM' })).toHaveAttribute('href', UPI_URI);
  });

  it('opens the online payment link in a new tab without giving it the opener', async () => {
    const { user } = renderSupport();
    const dialog = await openDialog(user);
    const link = within(dialog).getByRole('link', { name: /pay online/i });
    expect(link).toHaveAttribute('href', TEST_CONFIG.support.paymentLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const { user } = renderSupport();
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Support' })).toHaveFocus();
  });

  it('closes from the Close button and from a click on the backdrop', async () => {
    const { user } = renderSupport();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openDialog(user);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderSupport();
    const dialog = await openDialog(user);
    await within(dialog).findByRole('img');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: /pay online/i })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  describe('Copy UPI ID', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('copies the UPI ID, shows Copied! and clears it after 2 s', async () => {
      const { user } = renderSupport({ fakeTimers: true });
      const dialog = await openDialog(user);
      expect(within(dialog).getByText(TEST_CONFIG.support.upiId)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Copy UPI ID' }));
      await expect(navigator.clipboard.readText()).resolves.toBe(TEST_CONFIG.support.upiId);
      expect(within(dialog).getByText('Copied!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(COPIED_MESSAGE_MS - 1));
      expect(within(dialog).getByText('Copied!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(dialog).queryByText('Copied!')).not.toBeInTheDocument();
    });

    it('says when the browser refuses to copy', async () => {
      const { user } = renderSupport({ fakeTimers: true });
      const dialog = await openDialog(user);
      jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      await user.click(within(dialog).getByRole('button', { name: 'Copy UPI ID' }));
      expect(await within(dialog).findByText(/copying is blocked/i)).toBeInTheDocument();
      expect(within(dialog).queryByText('Copied!')).not.toBeInTheDocument();
    });
  });
});
