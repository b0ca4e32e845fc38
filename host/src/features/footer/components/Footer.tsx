import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { Container } from '../../../ui/Container';
import { HeartIcon } from 'shared-contracts/ui';
import { useSupportDialog } from '../../support';

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/rankings', label: 'Rankings' },
  { to: '/college-finder', label: 'College Finder' },
] as const;

/** Site footer: what the site is, the main links, Support, and where the data comes from. */
export function Footer() {
  const support = useSupportDialog();
  return (
    <Bar>
      <Container>
        <Top>
          <About>
            <strong>Engineering Admissions Guide</strong>
            <p>Free NIRF rankings, JoSAA and MHT-CET college finders and rank predictors for engineering aspirants.</p>
          </About>
          <nav aria-label="Footer">
            <Links>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li>
                <SupportButton type="button" onClick={support.open}>
                  <HeartIcon width={15} height={15} />
                  Support
                </SupportButton>
              </li>
            </Links>
          </nav>
        </Top>
        <Credit>Data: NIRF, JoSAA and State CET Cell published cut-offs</Credit>
      </Container>
    </Bar>
  );
}

const Bar = styled.footer`
  margin-top: auto;
  padding: 2rem 0 1.5rem;
  background: ${theme.colors.footerBackground};
  color: ${theme.colors.footerText};
  ${media.mobile} {
    /* Room for the floating Support button, so it never covers the last line. */
    padding-bottom: 4.5rem;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 2rem;
  ${media.mobile} {
    flex-direction: column;
    gap: 1.25rem;
  }
`;

const About = styled.div`
  max-width: 28rem;
  strong {
    color: ${theme.colors.onPrimary};
    font-size: 1.05rem;
  }
  p {
    margin: 0.4rem 0 0;
    font-size: 0.9rem;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.35rem 0;
    color: ${theme.colors.footerLink};
    text-decoration: none;
    &:hover {
      color: ${theme.colors.onPrimary};
      text-decoration: underline;
    }
  }
`;

const SupportButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.35rem 0.85rem;
  border: 1px solid ${theme.colors.footerBorder};
  border-radius: 999px;
  background: transparent;
  color: ${theme.colors.footerLink};
  cursor: pointer;
  svg {
    color: ${theme.colors.accent};
    fill: currentColor;
  }
  &:hover {
    border-color: ${theme.colors.footerMuted};
    color: ${theme.colors.onPrimary};
  }
`;

const Credit = styled.p`
  margin: 1.5rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${theme.colors.footerDivider};
  font-size: 0.85rem;
  color: ${theme.colors.footerMuted};
`;
