import { theme } from 'shared-contracts';
import { useApiQuery } from 'shared-contracts/react';

export type QrCodeState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'failed' };

async function drawQrCode(text: string): Promise<string> {
  try {
    const qrcode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
    // Black on white with a quiet zone: what phone cameras read most reliably.
    return await qrcode.toDataURL(text, { width: 240, margin: 2, errorCorrectionLevel: 'M', color: { dark: theme.colors.text, light: theme.colors.onPrimary } });
  } catch (error) {
    console.error('Could not draw the payment QR code', error);
    throw error;
  }
}

/**
 * Draws the payment QR code in the browser. The qrcode library is loaded only here, when the support
 * dialog opens, so no other page pays for it.
 */
export function usePaymentQrCode(text: string): QrCodeState {
  const drawing = useApiQuery(text, () => drawQrCode(text), { keepPrevious: false });
  if (drawing.status === 'success' && drawing.data !== null) return { status: 'ready', dataUrl: drawing.data };
  return drawing.status === 'error' ? { status: 'failed' } : { status: 'loading' };
}
