import type { AutofillProfile } from '@gradway/domain/contracts';
import { detectFields, type SiteModule } from './detect';
import { type FieldKey, valueFor } from './fields';
import { fillControl, markFilled } from './fill';

export type FillReport = {
  filled: { key: FieldKey; source: string }[];
  /** Fields found that the profile has nothing for (left for the candidate). */
  left: FieldKey[];
};

/**
 * Fills the site's form from the profile; never submits it. The CV, when asked for, is the
 * candidate's stored one, given as a File by `cv` (fetched by the service worker).
 */
export const fillForm = async (
  site: SiteModule,
  form: HTMLElement,
  profile: AutofillProfile,
  cv: () => Promise<File | null>,
): Promise<FillReport> => {
  const report: FillReport = { filled: [], left: [] };
  for (const field of detectFields(site, form)) {
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
