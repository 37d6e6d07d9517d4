/**
 * What a visitor typed into a server-rendered page before it hydrated. The page is readable and
 * its fields usable before its scripts run (decision 017), but React sets a controlled field back
 * to its state when it hydrates, so what was typed would vanish. It is noted just before
 * hydration and typed again once React listens, as input events its `onChange` handlers read.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose value is typed text (not choices, files or hidden values). */
const TYPED_FIELDS =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], textarea';

/** The fields whose value differs from the page's, with what they hold now. */
export const noteTypedFields = (root: ParentNode = document): [TextField, string][] =>
  [...root.querySelectorAll<TextField>(TYPED_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);

/**
 * Types the noted values again. React notes a field's value when it hydrates and fires `onChange`
 * only for an input event that changes it, so the field is first set back to the page's value
 * (through its own property, which React watches), then to what was typed through the native
 * setter (which it does not), and an input event follows.
 */
export const retype = (typed: readonly [TextField, string][]): void => {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!setValue) continue;
    field.value = field.defaultValue;
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
};
