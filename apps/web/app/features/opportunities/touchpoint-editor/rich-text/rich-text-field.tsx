import { fieldLabel } from '@gradway/domain';
import { lazy, Suspense, useId } from 'react';
import { classNames } from '../../../../components/ui/class-names';
import formStyles from '../../../../components/ui/form/form.module.css';
import styles from './rich-text.module.css';

/** TipTap loads with the editor pages only, and only when the field renders. */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  optional?: boolean;
  invalid?: boolean;
  helperText?: string;
  id?: string;
}

/** A labelled rich-text field: the label names the editable area, the helper text describes it. */
export const RichTextField = ({
  label,
  value,
  onChange,
  optional = false,
  invalid = false,
  helperText,
  id,
}: RichTextFieldProps) => {
  const generated = useId();
  const editorId = id ?? `richtext${generated}`;
  const labelId = `${editorId}-label`;
  const helperId = `${editorId}-helper`;
  return (
    <div className={classNames(formStyles.field, invalid && formStyles.invalid)}>
      {/* Not a <label>: the editable area is a contenteditable, named through aria-labelledby. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the label focuses the text, as a label would */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the text itself is reachable with Tab */}
      <span
        id={labelId}
        className={formStyles.label}
        onClick={() => document.getElementById(editorId)?.focus()}
      >
        {fieldLabel(label, optional)}
      </span>
      <Suspense fallback={<div className={styles.loading} aria-hidden="true" />}>
        <RichTextEditor
          id={editorId}
          value={value}
          onChange={onChange}
          labelId={labelId}
          describedBy={helperText ? helperId : undefined}
          invalid={invalid}
        />
      </Suspense>
      {helperText ? (
        <p id={helperId} className={formStyles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
};
