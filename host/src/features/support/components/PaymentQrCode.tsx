import styled from 'styled-components';
import { usePaymentQrCode } from '../hooks/usePaymentQrCode';
import { theme } from 'shared-contracts';

/** The UPI QR code, with a placeholder of the same size while it is drawn. */
export function PaymentQrCode({ uri, payeeName }: { uri: string; payeeName: string }) {
  const qr = usePaymentQrCode(uri);
  return (
    <Frame>
      {qr.status === 'ready' && <img src={qr.dataUrl} width={200} height={200} alt={`UPI payment QR code for ${payeeName}`} />}
      {qr.status === 'loading' && <Placeholder role="status">Preparing QR code...</Placeholder>}
      {qr.status === 'failed' && <Placeholder role="status">The QR code could not be drawn. Use the UPI ID instead.</Placeholder>}
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 216px;
  height: 216px;
  padding: 8px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  img {
    display: block;
    width: 200px;
    height: 200px;
  }
`;

const Placeholder = styled.p`
  margin: 0;
  padding: 1rem;
  font-size: 0.875rem;
  text-align: center;
  color: ${theme.colors.muted};
`;
