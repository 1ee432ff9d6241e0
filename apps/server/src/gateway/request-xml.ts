import { AppError } from '../lib/app-error';

// How VIS requests arrive over HTTP, at the web app's `/proxy` and at the public endpoint.

/** XML requests are small; a larger body is refused before it is read. */
export const XML_BODY_LIMIT = 1024 * 1024;
export const PUBLIC_ENDPOINT = '/vis2009/xmlrequest.asmx';
/** The answer header naming the field names left out, as the public service leaves them out. */
export const LEFT_OUT_HEADER = 'X-VIS-Ignored-Fields';

/** The XML of a request, from a raw XML body, a `Request` form field or JSON `{request}`. */
export function xmlOf(body: unknown, query?: unknown): string {
  if (typeof body === 'string') return body;
  const fromObject = (value: unknown) =>
    value && typeof value === 'object' && 'Request' in value
      ? (value as { Request: unknown }).Request
      : value && typeof value === 'object' && 'request' in value
        ? (value as { request: unknown }).request
        : undefined;
  const xml = fromObject(body) ?? fromObject(query);
  if (typeof xml !== 'string') throw new AppError('BadRequest', 'Request: an XML request is expected');
  return xml;
}
