import { isValidUrl } from '@gradway/domain';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { LinkDialog } from './link-dialog';
import styles from './rich-text.module.css';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorProps {
  /** The description as HTML. */
  value: string;
  onChange: (html: string) => void;
  /** The visible label's id: the editable area is named by it. */
  labelId: string;
  /** The helper text's id (the error message when invalid). */
  describedBy?: string;
  invalid?: boolean;
  /** The editable area's id, so the label and "first invalid field" focus can reach it. */
  id: string;
}

/** An editor with nothing typed answers `<p></p>`: the form keeps an empty description instead. */
export const htmlOrEmpty = (html: string, isEmpty: boolean): string => (isEmpty ? '' : html);

/**
 * The rich-text editor of a touchpoint's description (TipTap): paragraphs, headings, bold,
 * italic, lists and links (http and https only), with undo and redo. Its toolbar is one tab stop
 * (arrow keys move inside it); Ctrl/⌘+B, I, K, Z work in the text. Loaded lazily by
 * `RichTextField`, so no other route carries it.
 */
export const RichTextEditor = ({
  value,
  onChange,
  labelId,
  describedBy,
  invalid = false,
  id,
}: RichTextEditorProps) => {
  const [linkOpen, setLinkOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const openLinkRef = useRef(() => setLinkOpen(true));

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        blockquote: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          isAllowedUri: (url) => isValidUrl(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: styles.content ?? '',
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      onChangeRef.current(htmlOrEmpty(current.getHTML(), current.isEmpty));
    },
  });

  // The described-by and invalid attributes follow the field's state.
  useEffect(() => {
    const element = editor?.view.dom;
    if (!element) return;
    if (describedBy) element.setAttribute('aria-describedby', describedBy);
    else element.removeAttribute('aria-describedby');
    if (invalid) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
  }, [editor, describedBy, invalid]);

  // A value set from outside (a reloaded draft) replaces the text; typing does not loop back.
  useEffect(() => {
    if (!editor) return;
    const current = htmlOrEmpty(editor.getHTML(), editor.isEmpty);
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const currentLink = editor?.getAttributes('link').href as string | undefined;

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <RichTextToolbar editor={editor} controls={id} onLink={() => setLinkOpen(true)} />
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div className={styles.placeholderContent} aria-hidden="true" />
      )}
      <LinkDialog
        open={linkOpen}
        initialUrl={currentLink ?? ''}
        hasLink={Boolean(currentLink)}
        onOpenChange={setLinkOpen}
        onApply={(url) => {
          editor?.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
          setLinkOpen(false);
        }}
        onRemove={() => {
          editor?.chain().focus().extendMarkRange('link').unsetLink().run();
          setLinkOpen(false);
        }}
      />
    </div>
  );
};
