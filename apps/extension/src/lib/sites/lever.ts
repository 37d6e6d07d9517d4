import { type SiteModule, textOf } from '../autofill/detect';

/** Lever postings (jobs.lever.co/<company>/<id>/apply). */
export const lever: SiteModule = {
  id: 'lever',
  form: (doc) => doc.querySelector<HTMLElement>('form#application-form, .application-page form'),
  selectors: {
    full_name: 'input[name="name"]',
    email: 'input[name="email"]',
    phone: 'input[name="phone"]',
    location: 'input[name="location"]',
    linkedin_url: 'input[name="urls[LinkedIn]"]',
    github_url: 'input[name="urls[GitHub]"]',
    website_url: 'input[name="urls[Portfolio]"], input[name="urls[Other]"]',
    resume: 'input[type=file][name="resume"]',
    cover_letter: 'textarea[name="comments"]',
    eeo_gender: 'select[name="eeo[gender]"]',
    eeo_disability: 'select[name="eeo[disability]"]',
  },
  job: (doc) => ({
    title: textOf(doc, ['.posting-headline h2', 'h2']),
    company:
      doc.querySelector<HTMLImageElement>('.main-header-logo img')?.alt.trim() ||
      textOf(doc, ['meta[property="og:site_name"]']),
  }),
};
