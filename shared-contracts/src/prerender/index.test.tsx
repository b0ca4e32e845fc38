/**
 * @jest-environment node
 */
// A page rendered for the prerendered HTML, with what it shows once its first answers arrive rendered only
// for its styles.
import styled from 'styled-components';
import { renderPageForCrawlers } from './index';
import { Head } from '../react/head/Head';

const Heading = styled.h1`
  color: rgb(1, 2, 3);
`;
const ResultCard = styled.article`
  color: rgb(4, 5, 6);
`;

const page = (
  <>
    <Head>
      <title>Results</title>
    </Head>
    <Heading>Results</Heading>
    <p>Loading...</p>
  </>
);

it('keeps the styles of what the page shows after its first answers, not its markup', () => {
  const plain = renderPageForCrawlers('/results', 'https://site.example', page);
  const withAnswers = renderPageForCrawlers('/results', 'https://site.example', page, <ResultCard>First result</ResultCard>);

  expect(withAnswers.body).toBe(plain.body);
  expect(withAnswers.body).not.toContain('First result');
  expect(withAnswers.head).toBe(plain.head);
  expect(plain.styles).not.toContain('color:rgb(4, 5, 6)');
  expect(withAnswers.styles).toContain('color:rgb(1, 2, 3)');
  expect(withAnswers.styles).toContain('color:rgb(4, 5, 6)');
  // One style tag, the global style once: the app adopts it as it adopts the page's own.
  expect(withAnswers.styles.match(/<style /g)).toHaveLength(1);
  expect(withAnswers.styles.match(/box-sizing:border-box/g)).toHaveLength(1);
});
