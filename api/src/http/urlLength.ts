// A bound on the request URL, checked before any route reads it. The longest URL a page sends is a signed-in
// MHT-CET search with every seat type, quota, district and branch chosen (about 6,300 characters on the 2025
// data); anything longer is not a form's request, and every parameter parser then works on a bounded text.
// (Node's parser refuses a request line and headers over 16 KB on its own, without a message.)
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export const MAX_URL_LENGTH = 8192;

export const urlTooLongDetail = (length: number): string =>
  `The request URL is too long: ${length} characters, at most ${MAX_URL_LENGTH}. Choose fewer values.`;

/** onRequest hook: 414 URI Too Long with a { detail } for a URL over MAX_URL_LENGTH characters. */
export async function rejectLongUrls(request: FastifyRequest): Promise<void> {
  if (request.url.length > MAX_URL_LENGTH) throw new ApiError(414, urlTooLongDetail(request.url.length));
}
