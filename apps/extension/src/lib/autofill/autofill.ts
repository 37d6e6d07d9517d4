import type { AutofillProfile } from '@gradway/domain/contracts';
import type { CoverLetterForForm, CoverLetterFormat } from '../messages';
import { detectFields, type SiteModule } from './detect';
import { type FieldKey, type FieldValue, type FormControl, valueFor } from './fields';
import { fillControl, markFilled } from './fill';

export type FillReport = {
  filled: { key: FieldKey; source: string }[];
  /** Fields found that the profile has nothing for (left for the candidate). */
  left: FieldKey[];
};

/** What a cover-letter control takes: text, or the file type its upload accepts. */
export const coverLetterFormatOf = (element: FormControl): CoverLetterFormat | null => {
  if (element instanceof HTMLSelectElement) return null;
  if (!(element instanceof HTMLInputElement) || element.type !== 'file') return 'text';
  const accept = element.accept.toLowerCase();
  if (!accept.trim() || /\.pdf|application\/pdf|\*\/\*/.test(accept)) return 'pdf';
  if (/\.docx?|wordprocessingml|msword/.test(accept)) return 'docx';
  if (/\.txt|text\/plain/.test(accept)) return 'txt';
  return null;
};

/** A saved letter as the control takes it, from the worker's answer. */
export type CoverLetterSource = (format: CoverLetterFormat) => Promise<CoverLetterForForm | null>;

const letterValue = async (
  element: FormControl,
  coverLetter: CoverLetterSource | undefined,
): Promise<{ value: FieldValue; file?: File } | null> => {
  const format = coverLetterFormatOf(element);
  const letter = format && coverLetter ? await coverLetter(format) : null;
  if (!letter) return null;
  const source =
    letter.chosen === 'this_job' ? 'saved letter for this job' : 'most recent saved letter';
  if (format === 'text') {
    return letter.text.trim()
      ? { value: { kind: 'text', value: letter.text.trim(), source } }
      : null;
  }
  return letter.file
    ? { value: { kind: 'file', source }, file: fileFromBase64(letter.file) }
    : null;
};

/**
 * Fills the site's form from the profile; never submits it. The CV, when asked for, is the
 * candidate's stored one, given as a File by `cv` (fetched by the service worker); the cover
 * letter is their saved letter for this job (else their most recent), as text or as the file the
 * upload accepts, given by `coverLetter`.
 */
export const fillForm = async (
  site: SiteModule,
  form: HTMLElement,
  profile: AutofillProfile,
  cv: () => Promise<File | null>,
  coverLetter?: CoverLetterSource,
): Promise<FillReport> => {
  const report: FillReport = { filled: [], left: [] };
  for (const field of detectFields(site, form)) {
    if (field.key === 'cover_letter') {
      const letter = await letterValue(field.element, coverLetter);
      if (letter && fillControl(field.element, letter.value, letter.file)) {
        markFilled(field, letter.value);
        report.filled.push({ key: field.key, source: letter.value.source });
      } else {
        report.left.push(field.key);
      }
      continue;
    }
    const value = valueFor(field.key, profile);
    if (!value) {
      report.left.push(field.key);
      continue;
    }
    const file = value.kind === 'file' ? await cv() : undefined;
    if (fillControl(field.element, value, file ?? undefined)) {
      markFilled(field, value);
      report.filled.push({ key: field.key, source: value.source });
    } else {
      report.left.push(field.key);
    }
  }
  return report;
};

export const fileFromBase64 = (cv: { filename: string; mimeType: string; base64: string }) => {
  const binary = atob(cv.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], cv.filename, { type: cv.mimeType });
};
