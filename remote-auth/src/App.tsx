import { Helmet } from 'react-helmet-async';
import type { RemoteAppProps } from 'shared-contracts';
import { SectionNotAvailable, ShellProvider } from 'shared-contracts/react';

export default function App({ shell }: RemoteAppProps) {
  return (
    <ShellProvider shell={shell}>
      <Helmet>
        <title>Accounts | Engineering Admissions Guide</title>
      </Helmet>
      <SectionNotAvailable section="Accounts" />
    </ShellProvider>
  );
}
