import { type SiteModule, textOf } from '../autofill/detect';

/** Ashby job boards (jobs.ashbyhq.com/<company>/<id>/application). */
export const ashby: SiteModule = {
  id: 'ashby',
  form: (doc) =>
    doc.querySelector<HTMLElement>(
      '.ashby-application-form-container, form.ashby-application-form',
    ),
  selectors: {
    full_name: '#_systemfield_name',
    email: '#_systemfield_email',
    resume: 'input[type=file]#_systemfield_resume',
    location: '#_systemfield_location',
  },
  submitSelector: '.ashby-application-form-submit-button',
  job: (doc) => ({
    title: textOf(doc, ['.ashby-job-posting-heading', 'h1']),
    company: textOf(doc, ['meta[property="og:site_name"]', '.ashby-job-board-company-name']),
  }),
};
