import type { QuickApplySite } from '@gradway/domain/contracts';
import type { DetectedField, FieldKey, FormControl } from './fields';

/** One supported site: how to find its form, its fields and the job it is for. */
export type SiteModule = {
  id: QuickApplySite;
  /** The application form on the page, or null when the page shows none. */
  form: (doc: Document) => HTMLElement | null;
  /** The site's own field selectors (its stable ids, names or automation ids), tried first. */
  selectors: Partial<Record<FieldKey, string>>;
  /** The job's title and company as the page shows them. */
  job: (doc: Document) => { title: string | null; company: string | null };
  /** The button that sends a form drawn without a <form> element. */
  submitSelector?: string;
};

const CONTROLS = 'input:not([type=hidden]):not([type=submit]):not([type=button]), textarea, select';

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** The words that describe a control: its label, aria label, placeholder and name. */
export const describe = (element: Element): string => {
  const doc = element.ownerDocument;
  const parts: string[] = [];
  const id = element.getAttribute('id');
  if (id) {
    for (const label of Array.from(doc.querySelectorAll('label'))) {
      if (label.htmlFor === id) parts.push(label.textContent ?? '');
    }
  }
  const wrapping = element.closest('label');
  if (wrapping) parts.push(wrapping.textContent ?? '');
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    for (const ref of labelledBy.split(/\s+/))
      parts.push(doc.getElementById(ref)?.textContent ?? '');
  }
  // A radio group's question is its fieldset's legend.
  const legend = element.closest('fieldset')?.querySelector('legend');
  if (legend) parts.push(legend.textContent ?? '');
  for (const attribute of ['aria-label', 'placeholder', 'name', 'data-automation-id']) {
    parts.push(element.getAttribute(attribute) ?? '');
  }
  return clean(parts.join(' ')).toLowerCase();
};

/** What a control asks, from the words around it (the fallback for questions a site adds). */
const LABEL_RULES: [FieldKey, RegExp][] = [
  ['linkedin_url', /linked ?in/],
  ['github_url', /github/],
  ['website_url', /website|portfolio|personal (site|url)/],
  ['requires_sponsorship', /sponsor|visa/],
  [
    'authorised_to_work',
    /authori[sz]ed to work|right to work|eligible to work|legally (able|allowed|permitted) to work/,
  ],
  ['cover_letter', /cover ?letter/],
  ['resume', /\b(resume|résumé|cv)\b/],
  ['eeo_gender', /\bgender\b/],
  ['eeo_disability', /disabilit/],
  ['graduation_year', /graduat/],
  ['university', /university|school|college|institution/],
  ['degree', /\bdegree\b|qualification/],
  ['subject', /discipline|subject|major|field of study/],
  ['first_name', /first ?name|given name|forename/],
  ['last_name', /last ?name|surname|family name/],
  ['full_name', /full ?name|^name\b|\bname$/],
  ['email', /e-?mail/],
  ['phone', /phone|mobile|telephone/],
  ['postcode', /post ?code|zip|postal/],
  ['city', /\bcity\b|town/],
  ['country', /country/],
  ['address_line', /address/],
  ['location', /location/],
];

export const keyFromLabel = (element: FormControl): FieldKey | null => {
  const words = describe(element);
  if (!words) return null;
  if (element instanceof HTMLInputElement && element.type === 'file') {
    if (/cover ?letter/.test(words)) return 'cover_letter';
    return /\b(resume|résumé|cv)\b/.test(words) ? 'resume' : null;
  }
  return LABEL_RULES.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
};

const isControl = (element: Element | null): element is FormControl =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * The fields of a site's form the extension can answer: the site's own selectors first, then the
 * words around every other control. Each control is answered once; a radio group by its first
 * button.
 */
export const detectFields = (site: SiteModule, form: HTMLElement): DetectedField[] => {
  const found: DetectedField[] = [];
  const taken = new Set<Element>();
  const seenRadioGroups = new Set<string>();
  for (const [key, selector] of Object.entries(site.selectors) as [FieldKey, string][]) {
    // A selector may name several controls (an email and its confirmation).
    for (const element of Array.from(form.querySelectorAll(selector))) {
      if (!isControl(element) || taken.has(element)) continue;
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        if (seenRadioGroups.has(element.name)) continue;
        seenRadioGroups.add(element.name);
      }
      found.push({ key, element });
      taken.add(element);
    }
  }
  const keysFound = new Set(found.map((field) => field.key));
  for (const element of Array.from(form.querySelectorAll(CONTROLS))) {
    if (!isControl(element) || taken.has(element)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (seenRadioGroups.has(element.name)) continue;
      seenRadioGroups.add(element.name);
    }
    const key = keyFromLabel(element);
    if (!key || keysFound.has(key)) continue;
    found.push({ key, element });
    keysFound.add(key);
    taken.add(element);
  }
  return found;
};

export const textOf = (doc: Document, selectors: string[]): string | null => {
  for (const selector of selectors) {
    const element = doc.querySelector(selector);
    const value = clean(
      element instanceof HTMLMetaElement ? element.content : (element?.textContent ?? null),
    );
    if (value) return value;
  }
  return null;
};
