/** Joins the truthy class names: classNames('a', isOn && 'b', undefined) → 'a b'. */
export const classNames = (...names: ReadonlyArray<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ');
