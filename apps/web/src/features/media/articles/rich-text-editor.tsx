import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notifications/notifications-store';
import { ARTICLE_BODY_CLASS } from './article-body';
import { imageUrl, uploadImage } from './articles-api';

type Tool = {
  key: 'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'blockquote';
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const TOOLS: readonly Tool[] = [
  { key: 'bold', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    key: 'heading2',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

const TOOL_CLASS =
  'min-h-8 rounded px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 aria-pressed:bg-sky-100 aria-pressed:text-sky-900 disabled:text-slate-400';

/** Asks the link's address; an empty answer removes the link. */
function editLink(editor: Editor, prompt: string): void {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const href = window.prompt(prompt, current);
  if (href === null) return;
  if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
}

/**
 * Uploads a photo (checked by its bytes on the server, like a cover) and puts it in the text where
 * the cursor is, described for those who cannot see it.
 */
function ImageTool({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation('articles');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const insert = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const alt = window.prompt(t('body.imageAlt'), '') ?? '';
    setUploading(true);
    try {
      const no = await uploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: imageUrl(no), alt: alt.trim() })
        .run();
    } catch (error) {
      notify({ kind: 'article-image-failed', tone: 'error', message: errorMessage(error) });
    } finally {
      setUploading(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={TOOL_CLASS}
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
      >
        {uploading ? t('body.imageUploading') : t('body.image')}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label={t('body.image')}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => void insert(event)}
      />
    </>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation('articles');
  return (
    <div role="toolbar" aria-label={t('body.toolbar')} className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
      {TOOLS.map((tool) => (
        <button
          key={tool.key}
          type="button"
          className={TOOL_CLASS}
          aria-pressed={tool.isActive(editor)}
          disabled={disabled}
          onClick={() => tool.run(editor)}
        >
          {t(`body.${tool.key}`)}
        </button>
      ))}
      <button
        type="button"
        className={TOOL_CLASS}
        aria-pressed={editor.isActive('link')}
        disabled={disabled}
        onClick={() => editLink(editor, t('body.linkPrompt'))}
      >
        {t('body.link')}
      </button>
      <ImageTool editor={editor} disabled={disabled} />
    </div>
  );
}

type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  error?: string;
};

/**
 * The body of an article: headings, bold and italic, lists, quotes, links and photos, from the toolbar or
 * the usual shortcuts (Ctrl+B, Ctrl+I…). Tab leaves the text for the next field. What it writes is
 * sanitized again by the server.
 */
export function RichTextEditor({ label, value, onChange, readOnly = false, error }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: value,
    editable: !readOnly,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        class: `min-h-48 px-3 py-2 text-sm text-slate-900 outline-none ${ARTICLE_BODY_CLASS}`,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div
        className={`rounded-md border bg-white shadow-xs focus-within:border-sky-600 focus-within:ring-2 focus-within:ring-sky-600/25 ${
          error ? 'border-red-600' : 'border-slate-300'
        } ${readOnly ? 'bg-slate-50' : ''}`}
      >
        {editor && !readOnly ? <Toolbar editor={editor} disabled={readOnly} /> : null}
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
