/** How an article's text looks, in the editor and when read: the few tags the server keeps. */
export const ARTICLE_BODY_CLASS =
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold ' +
  '[&_h4]:mt-2 [&_h4]:font-medium [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal ' +
  '[&_ol]:pl-6 [&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 ' +
  '[&_blockquote]:text-slate-700 [&_a]:text-sky-700 [&_a]:underline [&_img]:my-2 [&_img]:max-w-full [&_img]:rounded';

/** A body as the server stored it: sanitized there (allowed tags and attributes only), so shown as HTML. */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className={`text-base leading-relaxed text-slate-900 ${ARTICLE_BODY_CLASS}`}
      // The server keeps only an allow-list of tags and attributes (features/media/articles/rich-text.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
