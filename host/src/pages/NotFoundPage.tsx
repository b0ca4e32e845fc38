import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { Container } from '../ui/Container';
import { Head } from 'shared-contracts/react';

/** Any path no route knows. Not indexed, and no canonical link: there is no page here to point at. */
export default function NotFoundPage() {
  return (
    <Wrap>
      <Head>
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Code aria-hidden="true">404</Code>
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved. Check the address, or carry on from one of these.</p>
      <Links>
        <PrimaryLink to="/">Go to the home page</PrimaryLink>
        <SecondaryLink to="/college-finder">Open the college finder</SecondaryLink>
      </Links>
    </Wrap>
  );
}

const Wrap = styled(Container)`
  max-width: 40rem;
  padding-top: 5rem;
  padding-bottom: 5rem;
  text-align: center;
  h1 {
    margin: 0.25rem 0 0.75rem;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  p {
    margin: 0 0 2rem;
    color: ${theme.colors.muted};
  }
  ${media.mobile} {
    padding-top: 3rem;
    padding-bottom: 3rem;
  }
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(3.5rem, 12vw, 5.5rem);
  font-weight: 800;
  line-height: 1;
  color: ${theme.colors.primary};
  /* Decorative (hidden from screen readers), so it may be faint. */
  opacity: 0.2;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  @media (max-width: 480px) {
    flex-direction: column;
  }
`;

const base = `
  display: inline-block;
  padding: 0.75rem 1.3rem;
  /* Same box as the outlined twin beside it. */
  border: 1px solid transparent;
  border-radius: 8px;
  font-weight: 600;
  text-decoration: none;
`;

const PrimaryLink = styled(Link)`
  ${base}
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  &:hover {
    background: ${theme.colors.primaryDark};
  }
`;

const SecondaryLink = styled(Link)`
  ${base}
  border: 1px solid ${theme.colors.primary};
  color: ${theme.colors.primary};
  &:hover {
    background: ${theme.colors.primaryLight};
  }
`;
