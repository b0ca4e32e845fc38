// No field of the API means a NUL character (U+0000), and PostgreSQL text cannot hold one: the driver
// fails with "invalid byte sequence for encoding UTF8: 0x00", which was a 500 (found by bench/fuzz/fuzz.mjs).
// A NUL anywhere in the query string or the JSON body is therefore a 400 naming the field, on either
// database, before any route runs.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { echo } from './params/query';

const NUL = '\u0000';

/**
 * Where the first NUL is in `value` (strings, arrays and objects, keys included): '' for the value itself,
 * 'title', 'a.b', 'list[2]'; null when there is none. Iterative, so a deeply nested body cannot overflow
 * the stack.
 */
export function findNul(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, where] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes(NUL)) return where;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], `${where}[${i}]`]);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const path = where ? `${where}.${key}` : key;
        if (key.includes(NUL)) return path;
        pending.push([child, path]);
      }
    }
  }
  return null;
}

const shown = (path: string) => echo(path.split(NUL).join('\\u0000'));

export const nulDetail = (where: 'query' | 'body', path: string): string => {
  const field = where === 'query' ? `the query parameter "${shown(path.replace(/\[\d+\]$/, ''))}"` : path ? `the request body field "${shown(path)}"` : 'the request body';
  return `Text in ${field} contains a NUL character (\\u0000), which is not allowed.`;
};

/** Answers 400 to a request whose query or parsed body holds a NUL character. */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // The query's values are decoded from the URL, where a NUL can only be "%00" (or itself, injected
    // without HTTP): a URL with neither needs no walk through its parsed values.
    const { url } = request;
    const inQuery = url.includes('%00') || url.includes(NUL) ? findNul(request.query) : null;
    if (inQuery !== null) throw badRequest(nulDetail('query', inQuery));
    const inBody = findNul(request.body);
    if (inBody !== null) throw badRequest(nulDetail('body', inBody));
  });
}
