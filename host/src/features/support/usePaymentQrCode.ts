import { useEffect, useState } from 'react';
import { theme } from 'shared-contracts';

export type QrCodeState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'failed' };

/**
 * Draws the payment QR code in the browser. The qrcode library is loaded only here, when the support
 * dialog opens, so no other page pays for it.
 */
export function usePaymentQrCode(text: string): QrCodeState {
  const [state, setState] = useState<QrCodeState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      // Black on white with a quiet zone: what phone cameras read most reliably.
      .then((qrcode) => qrcode.toDataURL(text, { width: 240, margin: 2, errorCorrectionLevel: 'M', color: { dark: theme.colors.text, light: theme.colors.onPrimary } }))
      .then(
        (dataUrl) => {
          if (!cancelled) setState({ status: 'ready', dataUrl });
        },
        (error: unknown) => {
          console.error('Could not draw the payment QR code', error);
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [text]);

  return state;
}
