import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './rich-text';

describe('an article body', () => {
  it('keeps the allowed formatting, links made safe', () => {
    expect(
      sanitizeBody(
        '<h2>Final</h2><p><b>Brazil</b> won <i>3-1</i>, see <a href="https://example.org/x" target="_blank">the stats</a>.</p>' +
          '<ul><li>one</li></ul><blockquote>Quote</blockquote><p><a href="mailto:press@example.org">mail</a></p>',
      ),
    ).toBe(
      '<h2>Final</h2><p><strong>Brazil</strong> won <em>3-1</em>, see <a href="https://example.org/x" rel="noopener noreferrer">the stats</a>.</p>' +
        '<ul><li>one</li></ul><blockquote>Quote</blockquote><p><a href="mailto:press@example.org" rel="noopener noreferrer">mail</a></p>',
    );
  });

  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<p onclick="alert(1)" style="color:red">Hi</p>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<p><a href="javascript:alert(1)">x</a></p>', '<p>x</p>'],
    ['<p><a href="JaVaScRiPt:alert(1)">x</a></p>', '<p>x</p>'],
    ['<p><a href="data:text/html,<script>alert(1)</script>">x</a></p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>p{}</style><p>ok</p>', '<p>ok</p>'],
    ['<img src="https://evil.example/track.gif">', ''],
    ['<img src="//evil.example/api/media/images/1/web">', ''],
  ])('strips %s', (payload, kept) => {
    expect(sanitizeBody(payload)).toBe(kept);
  });

  it('keeps our own images', () => {
    expect(sanitizeBody('<img src="/api/media/images/12/web" alt="Net" onload="x()">')).toBe(
      '<img src="/api/media/images/12/web" alt="Net" />',
    );
  });
});
