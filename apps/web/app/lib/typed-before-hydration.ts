/**
 * What a visitor typed or ticked on a server-rendered page before it hydrated. The page is readable and
 * its fields usable before its scripts run (decision 017), but React sets a controlled field back
 * to its state when it hydrates, so what was typed or ticked would vanish. It is noted just before
 * hydration and done again once React listens, as the events its `onChange` handlers read.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose value is typed text (not files or hidden values). */
const TYPED_FIELDS =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], textarea';
const CHOICES = 'input[type="checkbox"], input[type="radio"]';

/** The text fields whose value differs from the page's, with what they hold now. */
export const noteTypedFields = (root: ParentNode = document): [TextField, string][] =>
  [...root.querySelectorAll<TextField>(TYPED_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);

/** The boxes and radio buttons ticked or cleared since the page came. */
export const noteChangedChoices = (root: ParentNode = document): HTMLInputElement[] =>
  [...root.querySelectorAll<HTMLInputElement>(CHOICES)].filter(
    (choice) => choice.checked !== choice.defaultChecked,
  );

/** Makes the noted choices again, as clicks from the page's state (React reads clicks on them). */
export const rechoose = (choices: readonly HTMLInputElement[]): void => {
  for (const choice of choices) {
    if (!choice.isConnected) continue;
    choice.checked = choice.defaultChecked;
    choice.click();
  }
};

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
