import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from 'shared-contracts/ui';
import { theme } from 'shared-contracts';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Frequently asked questions as native disclosure widgets (details/summary). */
export function Faq({ items, title = 'Frequently Asked Questions' }: { items: readonly FaqItem[]; title?: string }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {items.map((item) => (
        <details key={item.question}>
          <summary>
            <span>{item.question}</span>
            <ChevronDownIcon />
          </summary>
          <div>{item.answer}</div>
        </details>
      ))}
    </Section>
  );
}

/** schema.org FAQPage for the same questions (answers as plain text). */
export function faqJsonLd(items: readonly { question: string; answerText: string }[]): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answerText } })),
  }).replace(/</g, '\\u003c');
}

const Section = styled.section`
  margin-top: 2.5rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
  details {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    margin-bottom: 0.5rem;
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 48px;
    padding: 0.6rem 1rem;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    flex: none;
    transition: transform 0.15s;
  }
  details[open] summary svg {
    transform: rotate(180deg);
  }
  details > div {
    padding: 0 1rem 1rem;
    color: ${theme.colors.muted};
  }
  details > div p {
    margin: 0;
  }
`;
