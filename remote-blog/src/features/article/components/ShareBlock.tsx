import styled from 'styled-components';
import { BLOG_MESSAGES, type SharingConfig, theme } from 'shared-contracts';
import { currentPageUrl, shareLinks } from '../model/shareLinks';
import { SHARING_CONFIG } from '../../../constants';

/** "Share this article": a link per enabled network, shown only when a sharing configuration exists. */
export function ShareBlock({ title, config = SHARING_CONFIG, url }: { title: string; config?: SharingConfig | null; url?: string }) {
  if (!config) return null;
  const links = shareLinks(config, url ?? currentPageUrl(), title);
  if (links.length === 0) return null;
  return (
    <Section aria-labelledby="share-heading">
      <h2 id="share-heading">{BLOG_MESSAGES.shareHeading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" data-network={link.network} aria-label={`Share on ${link.label}`}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const Section = styled.section`
  margin: 2.5rem 0 0;
  padding: 1.25rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.primaryLight};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.1rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    min-height: 44px;
    padding: 0.45rem 0.95rem;
    border-radius: 999px;
    background: ${theme.colors.surface};
    color: ${theme.colors.primaryDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;
