import { type SiteModule, textOf } from '../autofill/detect';

/** SmartRecruiters postings (jobs.smartrecruiters.com/<company>/<id>). */
export const smartrecruiters: SiteModule = {
  id: 'smartrecruiters',
  form: (doc) =>
    doc.querySelector<HTMLElement>('form.application-form, form#st-apply-form, oc-apply-form form'),
  selectors: {
    first_name: '#first-name-input',
    last_name: '#last-name-input',
    email: '#email-input, #confirm-email-input',
    phone: '#phone-number-input',
    city: '#city-input',
    linkedin_url: '#linkedin-input',
    website_url: '#website-input',
    resume: 'input[type=file]#resume-input, input[type=file][name="resume"]',
    cover_letter: 'textarea#message-to-hiring-manager-input',
  },
  job: (doc) => ({
    title: textOf(doc, ['h1.job-title', 'h1']),
    company: textOf(doc, [
      '[itemprop="hiringOrganization"] [itemprop="name"]',
      'meta[property="og:site_name"]',
    ]),
  }),
};
