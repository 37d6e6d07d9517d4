import { type SiteModule, textOf } from '../autofill/detect';

/** Workable job pages (apply.workable.com/<company>/j/<id>/apply). */
export const workable: SiteModule = {
  id: 'workable',
  form: (doc) => doc.querySelector<HTMLElement>('form[data-ui="application-form"]'),
  selectors: {
    first_name: 'input[name="firstname"]',
    last_name: 'input[name="lastname"]',
    email: 'input[name="email"]',
    phone: 'input[name="phone"]',
    address_line: 'input[name="address"]',
    resume: 'input[type=file][name="resume"]',
    cover_letter: 'textarea[name="cover_letter"]',
  },
  job: (doc) => ({
    title: textOf(doc, ['[data-ui="job-title"]', 'h1']),
    company: textOf(doc, ['[data-ui="company-name"]', 'meta[property="og:site_name"]']),
  }),
};
