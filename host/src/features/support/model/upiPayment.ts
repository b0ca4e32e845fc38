import type { SupportConfig } from 'shared-contracts';

// Values are percent-encoded, but '@' stays readable: it is legal in a query and some UPI apps
// do not decode %40 in the payee address.
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/** The UPI payment query (pa, pn, cu) every UPI link and the QR code carry. */
export function upiPaymentQuery({ upiId, payeeName }: Pick<SupportConfig, 'upiId' | 'payeeName'>): string {
  return `pa=${encode(upiId)}&pn=${encode(payeeName)}&cu=INR`;
}

/** upi://pay?pa=<upiId>&pn=<payeeName>&cu=INR — any UPI app on the phone can open it. */
export function upiPaymentUri(support: Pick<SupportConfig, 'upiId' | 'payeeName'>): string {
  return `upi://pay?${upiPaymentQuery(support)}`;
}

export interface UpiAppLink {
  name: string;
  href: string;
}

/**
 * Links that open the same UPI payment in a named app. Google Pay, PhonePe and Paytm register their own
 * URL schemes for it; BHIM is the NPCI app behind the plain upi:// scheme. They only work on a phone
 * that has the app, which the dialog says.
 */
export function upiAppLinks(support: Pick<SupportConfig, 'upiId' | 'payeeName'>): UpiAppLink[] {
  const query = upiPaymentQuery(support);
  return [
    { name: 'Google Pay', href: `tez://upi/pay?${query}` },
    { name: 'PhonePe', href: `phonepe://pay?${query}` },
    { name: 'Paytm', href: `paytmmp://pay?${query}` },
    { name: 'BHIM', href: `upi://pay?${query}` },
  ];
}
