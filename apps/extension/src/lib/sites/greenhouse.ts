import { type SiteModule, textOf } from '../autofill/detect';

/** Greenhouse job boards (boards.greenhouse.io and the newer job-boards.greenhouse.io). */
export const greenhouse: SiteModule = {
  id: 'greenhouse',
  form: (doc) => doc.querySelector<HTMLElement>('form#application-form, form#application_form'),
  selectors: {
    first_name: '#first_name',
    last_name: '#last_name',
    email: '#email',
    phone: '#phone',
    location: '#candidate-location, #job_application_location',
    resume: 'input[type=file]#resume, input[type=file][name="resume"]',
    cover_letter: 'textarea#cover_letter_text, input[type=file]#cover_letter',
    university: '#school--0, #education_school_name_0',
    degree: '#degree--0, #education_degree_0',
    subject: '#discipline--0, #education_discipline_0',
    graduation_year: '#end-year--0, #education_end_date_0_year',
    eeo_gender: '#gender, #job_application_gender',
    eeo_disability: '#disability_status, #job_application_disability_status',
  },
  job: (doc) => ({
    title: textOf(doc, ['.job__title h1', 'h1.app-title', 'h1']),
    company:
      textOf(doc, ['.company-name', 'meta[property="og:site_name"]'])?.replace(/^at\s+/i, '') ??
      null,
  }),
};
