import { type DetectedField, FIELD_LABELS, type FieldValue, type FormControl } from './fields';

export const FILLED_ATTRIBUTE = 'data-gradway-filled';
export const NOTE_CLASS = 'gradway-autofill-note';

/**
 * Sets a value the way typing does, so React-controlled inputs and the page's own validation
 * see it: the prototype's native setter (React tracks the instance's own), then input and change.
 */
export const setNativeValue = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
};

const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

const optionMatching = (select: HTMLSelectElement, wanted: string[]) => {
  const options = Array.from(select.options).filter((option) => option.value !== '');
  for (const want of wanted.map(normalise)) {
    const exact = options.find(
      (option) => normalise(option.text) === want || normalise(option.value) === want,
    );
    if (exact) return exact;
  }
  for (const want of wanted.map(normalise)) {
    const partial = options.find((option) => normalise(option.text).startsWith(want));
    if (partial) return partial;
  }
  return null;
};

const wantedWords = (value: FieldValue): string[] => {
  if (value.kind === 'yes-no') return value.value ? ['yes', 'true'] : ['no', 'false'];
  if (value.kind === 'choice') return value.values;
  if (value.kind === 'text') return [value.value];
  return [];
};

const radioLabel = (radio: HTMLInputElement) => {
  const label =
    (radio.id && radio.ownerDocument.querySelector(`label[for="${radio.id}"]`)) ||
    radio.closest('label');
  return normalise(label?.textContent ?? radio.value);
};

/** Puts the value into the control; false when the control has no matching choice. */
export const fillControl = (element: FormControl, value: FieldValue, file?: File): boolean => {
  if (element instanceof HTMLSelectElement) {
    const option = optionMatching(element, wantedWords(value));
    if (!option) return false;
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    setter?.call(element, option.value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  if (element instanceof HTMLInputElement && element.type === 'file') {
    if (!file) return false;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    element.files = transfer.files;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  if (
    element instanceof HTMLInputElement &&
    (element.type === 'radio' || element.type === 'checkbox')
  ) {
    const scope = element.form ?? element.ownerDocument;
    const group = Array.from(
      scope.querySelectorAll<HTMLInputElement>(
        `input[type="${element.type}"][name="${element.name.replace(/["\\]/g, '\\$&')}"]`,
      ),
    );
    const wanted = wantedWords(value).map(normalise);
    const match = group.find(
      (radio) => wanted.includes(radioLabel(radio)) || wanted.includes(normalise(radio.value)),
    );
    if (!match) return false;
    if (!match.checked) match.click();
    return true;
  }
  if (value.kind === 'yes-no') {
    setNativeValue(element, value.value ? 'Yes' : 'No');
    return true;
  }
  if (value.kind === 'choice') {
    setNativeValue(element, value.values.join(', '));
    return true;
  }
  if (value.kind !== 'text') return false;
  setNativeValue(element, value.value);
  return true;
};

/** Marks a filled control and says beside it where its value came from. */
export const markFilled = (field: DetectedField, value: FieldValue) => {
  const { element } = field;
  element.setAttribute(FILLED_ATTRIBUTE, value.source);
  element.style.outline = '2px solid #4338ca';
  element.style.outlineOffset = '1px';
  const doc = element.ownerDocument;
  const anchor = element.type === 'radio' ? (element.closest('fieldset') ?? element) : element;
  const existing = anchor.nextElementSibling;
  if (existing?.classList.contains(NOTE_CLASS)) existing.remove();
  const note = doc.createElement('small');
  note.className = NOTE_CLASS;
  note.textContent = `Filled by Gradway: ${FIELD_LABELS[field.key]} from your ${value.source}`;
  note.style.cssText = 'display:block;color:#4338ca;font-size:12px;margin:2px 0 6px;';
  anchor.insertAdjacentElement('afterend', note);
};
