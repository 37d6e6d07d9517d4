import type { AutofillProfile, QuickApplySite } from '@gradway/domain/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_JOB, serveFixtures } from '../../../fixtures/serve-fixtures';
import { fillForm } from '../autofill/autofill';
import { detectFields } from '../autofill/detect';
import type { FieldKey } from '../autofill/fields';
import { FILLED_ATTRIBUTE, NOTE_CLASS } from '../autofill/fill';
import type { CoverLetterForForm, CoverLetterFormat } from '../messages';
import { SITES } from './index';

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
beforeAll(async () => {
  fixtures = await serveFixtures();
});
afterAll(() => fixtures.close());

/** Loads a saved form page from the local fixture server into the test document. */
const load = async (site: QuickApplySite) => {
  const response = await fetch(`http://127.0.0.1:${fixtures.port}/${site}/apply`);
  const html = await response.text();
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  document.head.innerHTML = head;
  // Inline scripts stay inert: the tests listen to events themselves.
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, '');
};

const PROFILE: AutofillProfile = {
  first_name: 'Sam',
  last_name: 'Carter',
  email: 'sam.carter@example.com',
  linkedin_url: 'https://www.linkedin.com/in/samcarter',
  phone: '+44 7700 900123',
  address_line: '12 Park Row',
  city: 'Leeds',
  postcode: 'LS1 5HD',
  country: 'United Kingdom',
  website_url: 'https://samcarter.dev',
  github_url: 'https://github.com/samcarter',
  authorised_to_work: true,
  requires_sponsorship: false,
  share_equal_opportunities: false,
  education: {
    university: 'University of Leeds',
    degree: 'BSc',
    subject: 'Economics',
    graduation_year: 2026,
  },
  resume: { url: '/api/v1/candidate/resume/file', filename: 'Sam Carter CV.pdf' },
  equal_opportunities: null,
};

/** What each site's saved form must be recognised as: field → the control's id or name. */
const EXPECTED: Record<QuickApplySite, Partial<Record<FieldKey, string>>> = {
  greenhouse: {
    first_name: 'first_name',
    last_name: 'last_name',
    email: 'email',
    phone: 'phone',
    location: 'candidate-location',
    resume: 'resume',
    cover_letter: 'cover_letter_text',
    university: 'school--0',
    degree: 'degree--0',
    subject: 'discipline--0',
    graduation_year: 'end-year--0',
    linkedin_url: 'question_linkedin',
    authorised_to_work: 'question_auth',
    requires_sponsorship: 'question_visa',
    eeo_gender: 'gender',
    eeo_disability: 'disability_status',
  },
  lever: {
    full_name: 'name',
    email: 'email',
    phone: 'phone',
    location: 'location',
    linkedin_url: 'urls[LinkedIn]',
    github_url: 'urls[GitHub]',
    website_url: 'urls[Portfolio]',
    resume: 'resume-upload-input',
    cover_letter: 'comments',
    eeo_gender: 'eeo[gender]',
    eeo_disability: 'eeo[disability]',
  },
  workday: {
    first_name: 'wd-first',
    last_name: 'wd-last',
    email: 'wd-email',
    phone: 'wd-phone',
    address_line: 'wd-address',
    city: 'wd-city',
    postcode: 'wd-postal',
    resume: 'wd-file',
    linkedin_url: 'wd-linkedin',
    university: 'wd-school',
    degree: 'wd-degree',
    authorised_to_work: 'wd-auth',
    cover_letter: 'wd-cover',
  },
  ashby: {
    full_name: '_systemfield_name',
    email: '_systemfield_email',
    phone: 'a1b2-phone',
    resume: '_systemfield_resume',
    cover_letter: '_systemfield_cover_letter',
    linkedin_url: 'c3d4-linkedin',
    requires_sponsorship: 'e5f6-sponsor',
  },
  smartrecruiters: {
    first_name: 'first-name-input',
    last_name: 'last-name-input',
    email: 'email-input',
    city: 'city-input',
    phone: 'phone-number-input',
    linkedin_url: 'linkedin-input',
    resume: 'resume-input',
    cover_letter: 'message-to-hiring-manager-input',
  },
  workable: {
    first_name: 'firstname',
    last_name: 'lastname',
    email: 'wk-email',
    phone: 'wk-phone',
    address_line: 'wk-address',
    resume: 'wk-resume',
    cover_letter: 'wk-cover',
    university: 'wk-edu',
  },
};

const cv = async () => new File(['%PDF-1.4'], 'Sam Carter CV.pdf', { type: 'application/pdf' });

beforeEach(() => {
  document.body.innerHTML = '';
});

describe.each(Object.keys(EXPECTED) as QuickApplySite[])('%s', (siteId) => {
  const site = SITES[siteId];

  it('finds the application form and recognises each field it asks', async () => {
    await load(siteId);
    const form = site.form(document);
    expect(form).not.toBeNull();
    // Each control by its id, a radio group (and a control without an id) by its name.
    const found = Object.fromEntries(
      detectFields(site, form as HTMLElement)
        .filter((field) => !field.element.id.startsWith('confirm'))
        .map((field) => [
          field.key,
          field.element.type === 'radio'
            ? field.element.getAttribute('name')
            : field.element.id || field.element.getAttribute('name'),
        ]),
    );
    const expected = EXPECTED[siteId];
    expect(found).toEqual(expected);
  });

  it('reads the job’s title and company from the page', async () => {
    await load(siteId);
    expect(site.job(document)).toEqual(FIXTURE_JOB);
  });

  it('fills what the profile has so the page’s own listeners see it, marks it, and never submits', async () => {
    await load(siteId);
    const form = site.form(document) as HTMLElement;
    const seen = new Map<Element, string>();
    form.addEventListener('input', (event) => {
      seen.set(event.target as Element, (event.target as HTMLInputElement).value);
    });
    let submitted = false;
    document.addEventListener('submit', () => {
      submitted = true;
    });
    const report = await fillForm(site, form, PROFILE, cv);
    const filledKeys = report.filled.map((field) => field.key);
    expect(filledKeys).toContain('email');
    expect(filledKeys).toContain('resume');
    // Equal-opportunities questions stay unanswered: this candidate does not share them.
    expect(filledKeys).not.toContain('eeo_gender');
    expect(submitted).toBe(false);

    const email = form.querySelector<HTMLInputElement>(
      `[${FILLED_ATTRIBUTE}] [type=email], input[${FILLED_ATTRIBUTE}]`,
    );
    expect(email).not.toBeNull();
    for (const element of Array.from(
      form.querySelectorAll<HTMLInputElement>(
        `input[${FILLED_ATTRIBUTE}]:not([type=file]):not([type=radio])`,
      ),
    )) {
      expect(seen.get(element)).toBe(element.value);
    }
    const notes = Array.from(document.querySelectorAll(`.${NOTE_CLASS}`)).map(
      (note) => note.textContent,
    );
    expect(notes).toContain('Filled by Gradway: email from your profile');
    expect(notes).toContain('Filled by Gradway: CV from your stored CV');
    const resume = form.querySelector<HTMLInputElement>('input[type=file]');
    expect(resume?.files?.[0]?.name).toBe('Sam Carter CV.pdf');
  });
});

describe('answers', () => {
  it('puts each value where it belongs on Greenhouse, including yes/no questions and shared equal-opportunities answers', async () => {
    await load('greenhouse');
    const form = SITES.greenhouse.form(document) as HTMLElement;
    await fillForm(
      SITES.greenhouse,
      form,
      {
        ...PROFILE,
        share_equal_opportunities: true,
        equal_opportunities: {
          genders: ['Female'],
          physical_disabilities: [],
          congnitive_disabilities: [],
          socio_economic_statuses: [],
        },
      },
      cv,
    );
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    expect(value('first_name')).toBe('Sam');
    expect(value('last_name')).toBe('Carter');
    expect(value('email')).toBe('sam.carter@example.com');
    expect(value('phone')).toBe('+44 7700 900123');
    expect(value('candidate-location')).toBe('Leeds, United Kingdom');
    expect(value('school--0')).toBe('University of Leeds');
    expect(value('end-year--0')).toBe('2026');
    expect(value('question_linkedin')).toBe('https://www.linkedin.com/in/samcarter');
    expect(value('question_auth')).toBe('1');
    expect(value('question_visa')).toBe('0');
    expect(value('gender')).toBe('2');
    expect(document.getElementById('gender')?.getAttribute(FILLED_ATTRIBUTE)).toBe(
      'shared equal-opportunities answers',
    );
    // No saved cover letter: the field is left for the candidate.
    expect(value('cover_letter_text')).toBe('');
  });

  it('gives Lever the full name and Workday its yes/no radio answer', async () => {
    await load('lever');
    await fillForm(SITES.lever, SITES.lever.form(document) as HTMLElement, PROFILE, cv);
    expect(document.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe(
      'Sam Carter',
    );
    expect(document.querySelector<HTMLInputElement>('input[name="urls[GitHub]"]')?.value).toBe(
      'https://github.com/samcarter',
    );
    await load('workday');
    await fillForm(SITES.workday, SITES.workday.form(document) as HTMLElement, PROFILE, cv);
    expect(
      document.querySelector<HTMLInputElement>('input[name="wd-auth"][value="1"]')?.checked,
    ).toBe(true);
    expect(document.querySelector<HTMLInputElement>('#wd-postal')?.value).toBe('LS1 5HD');
  });

  it('puts the saved cover letter into a text box as text, and into an upload as the file it accepts', async () => {
    const asked: string[] = [];
    const letter = async (as: CoverLetterFormat): Promise<CoverLetterForForm> => {
      asked.push(as);
      const bytes = as === 'text' ? null : btoa(`${as} file`);
      return {
        chosen: as === 'text' ? 'this_job' : 'most_recent',
        title: 'For Fixture Labs',
        text: 'Dear Fixture Labs team,\n\nI would like to join you.',
        file: bytes
          ? { filename: `For Fixture Labs.${as}`, mimeType: `application/${as}`, base64: bytes }
          : null,
      };
    };
    await load('greenhouse');
    await fillForm(
      SITES.greenhouse,
      SITES.greenhouse.form(document) as HTMLElement,
      PROFILE,
      cv,
      letter,
    );
    const box = document.getElementById('cover_letter_text') as HTMLTextAreaElement;
    expect(box.value).toBe('Dear Fixture Labs team,\n\nI would like to join you.');
    expect(box.getAttribute(FILLED_ATTRIBUTE)).toBe('saved letter for this job');
    expect(box.nextElementSibling?.textContent).toBe(
      'Filled by Gradway: cover letter from your saved letter for this job',
    );

    await load('ashby');
    await fillForm(SITES.ashby, SITES.ashby.form(document) as HTMLElement, PROFILE, cv, letter);
    const pdf = document.getElementById('_systemfield_cover_letter') as HTMLInputElement;
    expect(pdf.files?.[0]?.name).toBe('For Fixture Labs.pdf');
    expect(pdf.getAttribute(FILLED_ATTRIBUTE)).toBe('most recent saved letter');

    await load('workday');
    await fillForm(SITES.workday, SITES.workday.form(document) as HTMLElement, PROFILE, cv, letter);
    const docx = document.getElementById('wd-cover') as HTMLInputElement;
    expect(docx.files?.[0]?.name).toBe('For Fixture Labs.docx');
    // The CV upload beside it still gets the CV.
    expect((document.getElementById('wd-file') as HTMLInputElement).files?.[0]?.name).toBe(
      'Sam Carter CV.pdf',
    );
    expect(asked).toEqual(['text', 'pdf', 'docx']);
  });

  it('leaves a field alone when the profile has nothing for it', async () => {
    await load('workable');
    const report = await fillForm(
      SITES.workable,
      SITES.workable.form(document) as HTMLElement,
      { ...PROFILE, phone: null, resume: null },
      cv,
    );
    expect(report.left).toEqual(expect.arrayContaining(['phone', 'resume', 'cover_letter']));
    expect(document.querySelector<HTMLInputElement>('#wk-phone')?.value).toBe('');
    expect(document.querySelector('#wk-phone')?.hasAttribute(FILLED_ATTRIBUTE)).toBe(false);
  });
});
