import type { FastifyReply } from 'fastify';
import { addVary } from './vary';

/** A reply holding one Vary header, as much of FastifyReply as addVary uses. */
function replyWith(vary?: string): FastifyReply & { vary(): string | undefined } {
  let value = vary;
  const reply = {
    getHeader: (name: string) => (name === 'vary' ? value : undefined),
    header: (name: string, next: string) => {
      if (name === 'vary') value = next;
      return reply;
    },
    vary: () => value,
  };
  return reply as unknown as FastifyReply & { vary(): string | undefined };
}

describe('addVary', () => {
  it.each([
    [undefined, 'Authorization', 'Authorization'],
    ['', 'Authorization', 'Authorization'],
    ['Origin', 'Authorization', 'Origin, Authorization'],
    ['Origin, Authorization', 'Accept-Encoding', 'Origin, Authorization, Accept-Encoding'],
    ['Origin, authorization', 'Authorization', 'Origin, authorization'],
    ['ORIGIN', 'Origin', 'ORIGIN'],
    // A field that only contains the name is another field.
    ['Accept-Encoding-Extra', 'Accept-Encoding', 'Accept-Encoding-Extra, Accept-Encoding'],
    ['X-Origin ,  , Other', 'Origin', 'X-Origin, Other, Origin'],
  ])('%j + %s -> %j', (vary, field, expected) => {
    const reply = replyWith(vary);
    addVary(reply, field);
    expect(reply.vary()).toBe(expected);
  });
});
