import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { Modal } from 'shared-contracts/ui';
import { CopyUpiId } from './CopyUpiId';
import { PaymentQrCode } from './PaymentQrCode';
import { useSupportDialog } from '../hooks/supportDialogState';
import { upiAppLinks, upiPaymentUri } from '../model/upiPayment';

/** The donation dialog: UPI QR code, UPI app links, the UPI ID to copy, and an online payment link. */
export function SupportDialog() {
  const { isOpen, close } = useSupportDialog();
  return (
    <Modal layout="panel" open={isOpen} onClose={close} title="Support this guide">
      <SupportContent />
    </Modal>
  );
}

// Mounted only while the dialog is open, so the QR code (and its library) is made only then.
function SupportContent() {
  const { support } = useShell().config;
  const uri = upiPaymentUri(support);
  return (
    <>
      <Intro>
        Rankings, finders and predictors here are free. If they helped you, a contribution of any amount keeps the data
        updated and the site running.
      </Intro>
      <Columns>
        <QrColumn>
          <PaymentQrCode uri={uri} payeeName={support.payeeName} />
          <Hint>Scan with any UPI app</Hint>
        </QrColumn>
        <Options>
          <CopyUpiId upiId={support.upiId} />
          <section aria-labelledby="upi-apps-heading">
            <SubHeading id="upi-apps-heading">Pay with a UPI app</SubHeading>
            <AppGrid>
              {upiAppLinks(support).map((app) => (
                <li key={app.name}>
                  <AppLink href={app.href}>{app.name}</AppLink>
                </li>
              ))}
            </AppGrid>
            <Hint>These open the app on a phone that has it. On a computer, scan the code.</Hint>
          </section>
          <section aria-labelledby="pay-online-heading">
            <SubHeading id="pay-online-heading">No UPI?</SubHeading>
            <OnlineLink href={support.paymentLink} target="_blank" rel="noopener noreferrer">
              Pay online
              <span className="visually-hidden"> (opens in a new tab)</span>
            </OnlineLink>
          </section>
        </Options>
      </Columns>
    </>
  );
}

const Intro = styled.p`
  margin: 0 0 1.25rem;
  color: ${theme.colors.muted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 1.5rem;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 1.25rem;
  }
`;

const QrColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  /* On a phone the app links come first: nobody scans their own screen. */
  @media (max-width: 480px) {
    order: 2;
  }
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.1rem;
  min-width: 0;
`;

const SubHeading = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const AppGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AppLink = styled.a`
  display: block;
  padding: 0.55rem 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  color: ${theme.colors.text};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

const OnlineLink = styled.a`
  display: inline-block;
  padding: 0.6rem 1.1rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.primaryDark};
  }
`;

const Hint = styled.p`
  margin: 0.4rem 0 0;
  font-size: 0.8rem;
  color: ${theme.colors.muted};
`;
