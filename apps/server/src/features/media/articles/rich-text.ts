import sanitizeHtml from 'sanitize-html';

/** The only images a body may show: our own (`/api/media/images/{no}/{size}`), never another site's. */
const OWN_IMAGE = /^\/api\/media\/images\/\d{1,9}\/(original|web|thumb)$/;

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // What the editor writes for bold and italic, kept as the allowed tags.
  transformTags: {
    b: 'strong',
    i: 'em',
    // A link elsewhere than to a web page or an e-mail address becomes its text.
    a: (tagName, attribs): sanitizeHtml.Tag =>
      SAFE_LINK.test(attribs.href ?? '')
        ? { tagName, attribs: { href: attribs.href!, rel: 'noopener noreferrer' } }
        : { tagName: 'span', attribs: {} },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
};

/**
 * An article's body as it is stored and served: the allowed tags and attributes only. Scripts,
 * styles, event handlers, `javascript:` and `data:` addresses, frames and images of other sites go.
 */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
