import type { EditorType } from './editor-values';

/** The first segment of an editor's address: its type's pages, or the recruiters' hiring pages. */
export type EditorBase = 'jobs' | 'internships' | 'events' | 'hiring';

const TYPE_OF_BASE: Record<EditorBase, EditorType | null> = {
  jobs: 'Job',
  internships: 'Internship',
  events: 'Event',
  hiring: null,
};

const BASE_OF_TYPE: Record<EditorType, EditorBase> = {
  Job: 'jobs',
  Internship: 'internships',
  Event: 'events',
};

/** `/jobs/create` → jobs; anything else → null. */
export const editorBaseOf = (pathname: string): EditorBase | null => {
  const first = pathname.split('/')[1] ?? '';
  return first in TYPE_OF_BASE ? (first as EditorBase) : null;
};

/** The type an address writes: fixed by its pages, or `?type=` on the hiring pages. */
export const typeOfBase = (base: EditorBase, typeParam: string | null): EditorType | null => {
  const fixed = TYPE_OF_BASE[base];
  if (fixed) return fixed;
  const wanted = typeParam?.toLowerCase();
  if (wanted === 'job') return 'Job';
  if (wanted === 'internship') return 'Internship';
  return null;
};

/** Whether a touchpoint of this type is edited at this address (hiring: jobs and internships). */
export const baseFits = (base: EditorBase, type: EditorType): boolean =>
  base === 'hiring' ? type !== 'Event' : TYPE_OF_BASE[base] === type;

export const editPathOf = (base: EditorBase, id: string): string => `/${base}/${id}/edit`;

/** Where a touchpoint of this type is edited when the address it was opened at does not fit. */
export const ownEditPathOf = (type: EditorType, id: string): string =>
  editPathOf(BASE_OF_TYPE[type], id);
