import { upiAppLinks, upiPaymentUri } from './upiPayment';

const support = { upiId: 'guide@upi', payeeName: 'Engineering Admissions Guide' };

describe('upiPaymentUri', () => {
  it('builds the UPI pay URI with payee address, encoded name and INR', () => {
    expect(upiPaymentUri(support)).toBe('upi://pay?pa=guide@upi&pn=Engineering%20Admissions%20Guide&cu=INR');
  });

  it('encodes characters that would break the query', () => {
    expect(upiPaymentUri({ upiId: 'a&b@upi', payeeName: 'R & D' })).toBe('upi://pay?pa=a%26b@upi&pn=R%20%26%20D&cu=INR');
  });
});

describe('upiAppLinks', () => {
  it('offers Google Pay, PhonePe, Paytm and BHIM, each carrying the same payment', () => {
    const links = upiAppLinks(support);
    expect(links.map((link) => link.name)).toEqual(['Google Pay', 'PhonePe', 'Paytm', 'BHIM']);
    for (const link of links) expect(link.href).toContain('pa=guide@upi&pn=Engineering%20Admissions%20Guide&cu=INR');
  });
});
