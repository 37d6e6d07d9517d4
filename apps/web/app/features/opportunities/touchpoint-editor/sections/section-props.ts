import type { EditorErrors } from '../editor-errors';
import type { EditorLists } from '../editor-reference-data';
import type { EditorValues } from '../editor-values';

/** What every part of the form gets: the values, their errors, a way to change them, the lists. */
export interface SectionProps {
  values: EditorValues;
  errors: EditorErrors;
  change: (patch: Partial<EditorValues>) => void;
  lists: EditorLists;
}
