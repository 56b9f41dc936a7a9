import Link from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { LinkDialog } from './link-dialog.tsx';
import './rich-text.css';

export interface RichTextEditorProps {
  /** The HTML (what the server stores; it sanitises it again). */
  value: string;
  onChange: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

/** What an empty document gives; sent as an empty text. */
const EMPTY = '<p></p>';

/** Style attributes of pasted HTML (Word's, a web page's): dropped before the browser parses it. */
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * Pasted HTML without its style attributes: the schema drops them anyway, and parsing them first
 * would have the page's CSP refuse each one with a console error.
 */
export const withoutInlineStyles = (html: string) =>
  html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(STYLE_ATTRIBUTE, ''));

/**
 * The schema: what the server's sanitiser keeps and staff need (paragraphs, h2–h4, bold, italic,
 * underline, strike, lists, quotes, links, rules). A paste from Word or a web page is parsed against it,
 * so styles, classes, fonts, spans and scripts never enter the document.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    trailingNode: false,
    link: false,
  }),
  // A pasted link keeps its address only: the class a web page gave it is not read.
  Link.extend({
    addAttributes() {
      return { ...this.parent?.(), class: { default: null, parseHTML: () => null } };
    },
  }).configure({ openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] }),
];

type Tool = {
  label: string;
  text: string;
  active: string | [string, Record<string, unknown>];
  run: (chain: ReturnType<NonNullable<ReturnType<typeof useEditor>>['chain']>) => { run: () => boolean };
};

const TOOLS: readonly Tool[] = [
  { label: 'پررنگ', text: 'B', active: 'bold', run: (c) => c.toggleBold() },
  { label: 'مورب', text: 'I', active: 'italic', run: (c) => c.toggleItalic() },
  { label: 'زیرخط', text: 'U', active: 'underline', run: (c) => c.toggleUnderline() },
  { label: 'خط‌خورده', text: 'S', active: 'strike', run: (c) => c.toggleStrike() },
  {
    label: 'تیتر ۲ H2',
    text: 'H2',
    active: ['heading', { level: 2 }],
    run: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    label: 'تیتر ۳ H3',
    text: 'H3',
    active: ['heading', { level: 3 }],
    run: (c) => c.toggleHeading({ level: 3 }),
  },
  { label: 'فهرست نقطه‌ای', text: '•', active: 'bulletList', run: (c) => c.toggleBulletList() },
  { label: 'فهرست شماره‌دار ۱.', text: '۱.', active: 'orderedList', run: (c) => c.toggleOrderedList() },
  { label: 'نقل قول', text: '«»', active: 'blockquote', run: (c) => c.toggleBlockquote() },
];

/**
 * Rich text on TipTap (ProseMirror): a toolbar of formatting buttons (toggle buttons with
 * aria-pressed), keyboard shortcuts (Ctrl+B, Ctrl+I …), RTL text, HTML in and out. No `<style>` is
 * injected (`injectCSS: false`); the look lives in rich-text.css, so it works under `style-src 'self'`.
 */
/**
 * Whether the editor can be read and changed: React's StrictMode (development builds) mounts twice, and
 * the editor of the first mount is destroyed (its schema gone) before the effects see it.
 */
function isLive(editor: Editor | null): editor is Editor {
  return editor !== null && (editor.schema as Editor['schema'] | null) !== null;
}

export function RichTextEditor({
  value,
  onChange,
  label,
  id,
  invalid,
  describedBy,
  disabled,
}: RichTextEditorProps) {
  const changed = useRef(onChange);
  changed.current = onChange;
  // The editor's form of the value it was given: stored HTML it only normalises (a list item
  // without a paragraph, bare text) is not a change, so a loaded form does not turn dirty.
  const known = useRef<string | null>(null);
  const editor = useEditor({
    extensions,
    content: value || '',
    injectCSS: false,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      transformPastedHTML: withoutInlineStyles,
      attributes: {
        class: 'rich-text__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        dir: 'auto',
        ...(id ? { id } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onCreate: ({ editor: current }) => {
      known.current = current.getHTML();
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      if (html === known.current) return;
      known.current = html;
      changed.current(html === EMPTY ? '' : html);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) =>
        current
          ? Array.isArray(tool.active)
            ? current.isActive(...tool.active)
            : current.isActive(tool.active)
          : false,
      ),
  });

  // A value set from outside (a reloaded record) replaces the document; typing does not loop back.
  useEffect(() => {
    if (!isLive(editor)) return;
    const html = editor.getHTML();
    if ((value || '') !== (html === EMPTY ? '' : html))
      editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    // Without emitting an update: switching editability is no change of the text.
    if (isLive(editor) && editor.isEditable === !!disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The link being written: null while no link dialog is open.
  const [linking, setLinking] = useState<{ current: string | undefined } | null>(null);
  const link = () => {
    if (editor) setLinking({ current: editor.getAttributes('link').href as string | undefined });
  };
  const setLink = (href: string | null) => {
    setLinking(null);
    if (!editor) return;
    if (href === null) editor.chain().extendMarkRange('link').unsetLink().run();
    else editor.chain().extendMarkRange('link').setLink({ href }).run();
    // Back to the text once the dialog has given the focus back to the toolbar.
    setTimeout(() => isLive(editor) && editor.commands.focus(), 0);
  };

  return (
    <div className="rich-text" data-invalid={invalid || undefined}>
      <div className="rich-text__toolbar" role="toolbar" aria-label={`قالب‌بندی ${label}`}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={active?.[index] ?? false}
            disabled={disabled || !editor}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor.chain().focus()).run()}
          >
            {tool.text}
          </button>
        ))}
        <button
          type="button"
          aria-label="پیوند"
          title="پیوند"
          disabled={disabled || !editor}
          onMouseDown={(event) => event.preventDefault()}
          onClick={link}
        >
          پیوند
        </button>
      </div>
      <EditorContent editor={editor} />
      {linking ? (
        <LinkDialog current={linking.current} onDone={setLink} onClose={() => setLinking(null)} />
      ) : null}
    </div>
  );
}
