import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text.module.css';
import { ToolbarGlyph } from './toolbar-glyphs';

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const IDLE: ToolbarState = {
  bold: false,
  italic: false,
  heading2: false,
  heading3: false,
  bulletList: false,
  orderedList: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

interface ToolbarButton {
  key: string;
  /** What the button shows (its accessible name is the translated tool name). */
  glyph: ReactNode;
  /** Pressed state for toggles; undefined for actions (undo, redo). */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

export interface RichTextToolbarProps {
  editor: Editor | null;
  /** The editable area's id. */
  controls: string;
  onLink: () => void;
}

/**
 * The formatting toolbar: a WAI-ARIA toolbar (one tab stop, arrow keys, Home and End move
 * between buttons); toggles say whether they are on with aria-pressed.
 */
export const RichTextToolbar = ({ editor, controls, onLink }: RichTextToolbarProps) => {
  const { t } = useTranslation('editor');
  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const state =
    useEditorState({
      editor,
      selector: ({ editor: current }): ToolbarState =>
        current
          ? {
              bold: current.isActive('bold'),
              italic: current.isActive('italic'),
              heading2: current.isActive('heading', { level: 2 }),
              heading3: current.isActive('heading', { level: 3 }),
              bulletList: current.isActive('bulletList'),
              orderedList: current.isActive('orderedList'),
              link: current.isActive('link'),
              canUndo: current.can().undo(),
              canRedo: current.can().redo(),
            }
          : IDLE,
    }) ?? IDLE;

  const chain = () => editor?.chain().focus();
  const buttons: ToolbarButton[] = [
    {
      key: 'bold',
      glyph: <ToolbarGlyph name="bold" />,
      pressed: state.bold,
      run: () => chain()?.toggleBold().run(),
    },
    {
      key: 'italic',
      glyph: <ToolbarGlyph name="italic" />,
      pressed: state.italic,
      run: () => chain()?.toggleItalic().run(),
    },
    {
      key: 'heading2',
      glyph: <ToolbarGlyph name="heading2" />,
      pressed: state.heading2,
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      glyph: <ToolbarGlyph name="heading3" />,
      pressed: state.heading3,
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bulletList',
      glyph: <ToolbarGlyph name="bulletList" />,
      pressed: state.bulletList,
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      glyph: <ToolbarGlyph name="orderedList" />,
      pressed: state.orderedList,
      run: () => chain()?.toggleOrderedList().run(),
    },
    { key: 'link', glyph: <ToolbarGlyph name="link" />, pressed: state.link, run: onLink },
    {
      key: 'undo',
      glyph: <ToolbarGlyph name="undo" />,
      disabled: !state.canUndo,
      run: () => chain()?.undo().run(),
    },
    {
      key: 'redo',
      glyph: <ToolbarGlyph name="redo" />,
      disabled: !state.canRedo,
      run: () => chain()?.redo().run(),
    },
  ];

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('description.toolbar')}
      aria-controls={controls}
      className={styles.toolbar}
      onKeyDown={move}
    >
      {buttons.map((button, index) => (
        <button
          key={button.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          className={styles.tool}
          tabIndex={index === focusIndex ? 0 : -1}
          aria-label={t(`description.tools.${button.key}`)}
          title={t(`description.tools.${button.key}`)}
          aria-pressed={button.pressed}
          // Disabled tools stay focusable inside the toolbar, as the ARIA practices advise.
          aria-disabled={button.disabled || !editor || undefined}
          onFocus={() => setFocusIndex(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (button.disabled || !editor) return;
            button.run();
          }}
        >
          <span aria-hidden="true">{button.glyph}</span>
        </button>
      ))}
    </div>
  );
};
