import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPoster,
  DEMO_MANAGER,
  DEMO_RECRUITER,
  SESSION_KEY,
  type Session,
  signInOrganiser,
} from '../support/accounts';
import { baseURL, escapeHtml } from '../support/api';
import { openPage, useBrowser } from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';

/**
 * The XSS corpus (issue 15, `direction/quality.md` Security): payloads of every usual kind go
 * through the free-text fields of the release's features by the API, then every page that shows
 * them is opened in Chromium. On each: no dialog fired, no payload ran (each calls `__xss`), no
 * Content-Security-Policy violation (the `securitypolicyviolation` events and the console), every
 * script element carries the page's nonce, and plain-text fields show the payload as text.
 */

/** Each payload runs `__xss(<its name>)` (or `alert`) if it ever executes. */
const PAYLOADS: Record<string, string> = {
  script: `<script>__xss('script')</script>`,
  img: `<img src=x onerror="__xss('img')">`,
  svg: `<svg onload="__xss('svg')"><script>__xss('svg-script')</script></svg>`,
  href: `<a href="javascript:__xss('href')">link</a>`,
  entity: `<a href="jav&#x09;ascript:__xss('entity')">entity</a>`,
  iframe: `"><iframe srcdoc="<script>parent.__xss('srcdoc')</script>"></iframe>`,
  broken: `'';!--"<XSS>=&{()}<b onmouseover=__xss('broken')>x</b`,
  body: `<body onload=__xss('body')>`,
  mxss: `<math><mtext><table><mglyph><style><img src=x onerror=__xss('mxss')>`,
  rlo: `\u202E<img src=x onerror=__xss('rlo')>\u202C`,
  fullwidth: `＜script＞__xss('fullwidth')＜/script＞`,
  toggle: `<details open ontoggle=__xss('toggle')>`,
  focus: `<input autofocus onfocus=__xss('focus')>`,
  template: `{{constructor.constructor('__xss(1)')()}}\${__xss('tpl')}`,
  closing: `</textarea></title><script>__xss('closing')</script>`,
  alert: `<img src=x onerror=alert('xss')>`,
  zeroWidth: `<scr\u200Bipt>__xss('zw')</scr\u200Bipt>`,
};
const ALL = Object.values(PAYLOADS);

/** The corpus cut into pieces of at most `max` characters (a field's limit). */
const batches = (max: number): string[] => {
  const out: string[] = [];
  let current = '';
  for (const payload of ALL) {
    if (current && current.length + payload.length + 1 > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${payload}` : payload;
  }
  if (current) out.push(current);
  return out;
};

const api = async (session: Session | null, path: string, method = 'GET', body?: unknown) => {
  const answer = await fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(session ? { 'X-User-Email': session.email, 'X-User-Token': session.token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, json: text ? JSON.parse(text) : null };
};

const browser = useBrowser();
let candidate: Session;
let recruiter: Session;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  candidate = demoCandidateSession();
  recruiter = await signInOrganiser(DEMO_RECRUITER);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/**
 * Opens `path` signed in as `session` and checks the page: what ran, dialogs, CSP violations,
 * scripts without the nonce. Returns the page (still open) for more checks.
 */
const visit = async (
  session: Session | null,
  path: string,
  ready: (page: Page) => Promise<unknown>,
) => {
  const { context, page, cspViolations } = await openPage(browser());
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await context.addInitScript(() => {
    const seen = globalThis as unknown as {
      __ran: string[];
      __csp: string[];
      __xss: (n: string) => void;
    };
    seen.__ran = [];
    seen.__csp = [];
    seen.__xss = (name: string) => seen.__ran.push(String(name));
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  if (session) {
    await page.goto(`${baseURL()}/favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
  }
  await page.goto(`${baseURL()}${path}`);
  await ready(page);
  // Let late handlers (focus, toggle, image errors) run.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  const state = await page.evaluate(() => {
    const seen = globalThis as unknown as { __ran: string[]; __csp: string[] };
    const scripts = Array.from(document.querySelectorAll('script'))
      .filter((script) => !script.type || /javascript|module/.test(script.type))
      .filter((script) => !script.nonce)
      .map((script) => script.outerHTML.slice(0, 120));
    return { ran: seen.__ran, csp: seen.__csp, scripts };
  });
  expect({ path, ...state, dialogs, console: cspViolations }).toEqual({
    path,
    ran: [],
    csp: [],
    scripts: [],
    dialogs: [],
    console: [],
  });
  return { context, page };
};

/** The payload's words are on the page as text (a plain-text field shows what was typed). */
const showsAsText = async (page: Page, text: string) => {
  const shown = await page.evaluate(() => document.body.innerText);
  expect(shown).toContain(text);
};

describe('the XSS corpus in Chromium', () => {
  it('notices a payload that gets into the page (the checks themselves work)', async () => {
    const { context, page } = await openPage(browser());
    const csp: string[] = [];
    await page.exposeFunction('__reportCsp', (line: string) => csp.push(line));
    await page.goto(`${baseURL()}/`);
    await page.evaluate(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (globalThis as unknown as { __reportCsp: (line: string) => void }).__reportCsp(
          event.violatedDirective,
        ),
      );
      document.body.insertAdjacentHTML('beforeend', `<img src="x" onerror="alert(1)">`);
    });
    await expect.poll(() => csp.length).toBeGreaterThan(0);
    expect(csp[0]).toContain('script-src');
    await context.close();
  });

  it('candidate profile bio: shown as text on the candidate’s profile', async () => {
    const before = await api(candidate, '/api/v1/candidate/profile');
    const bio = batches(2000)[0] as string;
    const saved = await api(candidate, '/api/v1/candidate', 'PUT', { candidate: { bio } });
    expect(saved.status).toBe(200);
    cleanups.push(() =>
      api(candidate, '/api/v1/candidate', 'PUT', {
        candidate: { bio: before.json?.data?.attributes?.bio ?? null },
      }),
    );
    const { context, page } = await visit(candidate, '/candidate/profile', (page) =>
      page.waitForFunction(() =>
        Array.from(document.querySelectorAll('textarea')).some((box) =>
          box.value.includes('__xss'),
        ),
      ),
    );
    // The bio is edited in a text box: its value is the payload as typed.
    const boxes = await page
      .locator('textarea')
      .evaluateAll((all) => all.map((box) => (box as HTMLTextAreaElement).value));
    expect(boxes).toContain(bio);
    await context.close();
  });

  it('cover letters (title and body) and tracker notes and quick applications: the candidate’s pages', async () => {
    const letterIds: string[] = [];
    for (const [index, chunk] of batches(190).entries()) {
      const made = await api(candidate, '/api/v1/candidate/cover_letters', 'POST', {
        cover_letter: { title: chunk, body_html: `<p>${chunk}</p>${ALL.join('')}` },
      });
      expect(made.status, `letter ${index}`).toBe(201);
      letterIds.push(made.json.data.id);
    }
    cleanups.push(async () => {
      for (const id of letterIds)
        await api(candidate, `/api/v1/candidate/cover_letters/${id}`, 'DELETE');
    });
    const { context } = await visit(candidate, '/candidate/build-cover-letter', (page) =>
      page.getByText("__xss('script')", { exact: false }).first().waitFor(),
    );
    await context.close();

    // A saved job with notes, and a quick application to a job that is not ours.
    const jobs = await api(null, '/api/v1/touchpoints?touchpointable_type=Job&per_page=50');
    const tracked = new Set(
      (await api(candidate, '/api/v1/candidate/applications?per_page=100')).json.data.map(
        (row: { attributes: { touchpoint_id: string } }) => row.attributes.touchpoint_id,
      ),
    );
    const job = jobs.json.data.find((row: { id: string }) => !tracked.has(row.id));
    expect(
      (
        await api(candidate, `/api/v1/candidate/applications/${job.id}`, 'PUT', {
          application: { progress: 'saved' },
        })
      ).status,
    ).toBe(200);
    cleanups.push(() => api(candidate, `/api/v1/candidate/applications/${job.id}`, 'DELETE'));
    const notes = await api(candidate, `/api/v1/candidate/applications/${job.id}`, 'PATCH', {
      application: { notes: batches(2000)[0] },
    });
    expect(notes.status).toBe(200);
    const quick = await api(candidate, '/api/v1/candidate/quick_applications', 'POST', {
      quick_application: {
        site: 'lever',
        job_url: 'https://jobs.lever.co/xss-corpus/1',
        title: PAYLOADS.script,
        company: PAYLOADS.img,
      },
    });
    expect(quick.status).toBe(201);
    for (const path of ['/candidate/applications', '/candidate/manager']) {
      const { context: tracker, page } = await visit(candidate, path, (page) =>
        page
          .getByText(PAYLOADS.script as string)
          .first()
          .waitFor(),
      );
      await showsAsText(page, PAYLOADS.img as string);
      await tracker.close();
    }
  });

  it('organisation description and touchpoint title and description: the recruiter’s and the public pages', async () => {
    const profile = await api(recruiter, '/api/v1/company/profile');
    expect(profile.status).toBe(200);
    const { slug, description } = profile.json.data.attributes;
    const changed = await api(recruiter, '/api/v1/company/profile', 'PATCH', {
      company: { description: `<p>About us</p>${ALL.join('')}` },
    });
    expect(changed.status).toBe(200);
    cleanups.push(() =>
      api(recruiter, '/api/v1/company/profile', 'PATCH', { company: { description } }),
    );

    const draft = await api(recruiter, '/api/v1/company/touchpoints', 'POST', {
      touchpoint: {
        touchpointable_type: 'Job',
        title: PAYLOADS.script,
        description: `<p>Role</p>${ALL.join('')}`,
      },
    });
    expect(draft.status).toBe(201);
    const draftId = draft.json.data.id;
    cleanups.push(() => api(recruiter, `/api/v1/company/touchpoints/${draftId}`, 'DELETE'));

    for (const path of ['/hiring', `/hiring/${draftId}/edit`]) {
      const { context, page } = await visit(recruiter, path, (page) =>
        page
          .getByText(PAYLOADS.script as string)
          .first()
          .waitFor(),
      );
      await showsAsText(page, PAYLOADS.script as string);
      await context.close();
    }
    for (const path of [`/companies/${slug}`, '/company/edit']) {
      const { context } = await visit(path === '/company/edit' ? recruiter : null, path, (page) =>
        page.getByText('About us').first().waitFor(),
      );
      await context.close();
    }
  });

  it('notifications that echo an event’s title and the admin’s reason, and the public event page', async () => {
    const asAdmin = await adminPoster();

    const year = new Date().getUTCFullYear() + 1;
    const title = `${PAYLOADS.script} ${PAYLOADS.img}`.slice(0, 150);
    const event = await api(recruiter, '/api/v1/company/touchpoints', 'POST', {
      touchpoint: {
        touchpointable_type: 'Event',
        title,
        description: `<p>Meet us</p>${ALL.join('')}`,
        event_type: 'Career Fairs',
        event_mode: 'virtual',
        virtual_link: 'https://meet.example/fair',
        start_date: `${year}-05-01T18:00`,
        end_date: `${year}-05-01T20:00`,
        time_zone: 'Europe/London',
        capacity: 50,
      },
    });
    expect(event.status).toBe(201);
    const id = event.json.data.id as string;
    cleanups.push(() => api(recruiter, `/api/v1/company/touchpoints/${id}`, 'DELETE'));
    const submit = () => api(recruiter, `/api/v1/company/touchpoints/${id}/submit`, 'POST', {});
    expect((await submit()).status).toBe(200);
    const reason = `${PAYLOADS.svg} ${PAYLOADS.href}`;
    expect(await asAdmin(`/api/v1/admin/touchpoints/${id}/reject`, { reason })).toBe(200);
    expect((await submit()).status).toBe(200);
    expect(await asAdmin(`/api/v1/admin/touchpoints/${id}/approve`)).toBe(200);

    // The bell's panel: "<title> was not approved: <reason>" and "<title> was approved…".
    const { context, page } = await visit(recruiter, '/recruiter/dashboard', async (page) => {
      await page.getByTestId('notification-bell').click();
      await page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`${title} was not approved: ${reason}`)
        .waitFor();
    });
    await showsAsText(page, `${title} was approved and is now live.`);
    await context.close();

    const { context: publicPage, page: eventPage } = await visit(null, `/events/${id}`, (page) =>
      page.getByRole('heading', { level: 1 }).waitFor(),
    );
    await showsAsText(eventPage, title);
    await publicPage.close();
  });

  it('event texts, registration answers, the guest list, the attendees page and its CSV', async () => {
    const asAdmin = await adminPoster();
    const year = new Date().getUTCFullYear() + 1;
    const title = `${PAYLOADS.closing} ${PAYLOADS.toggle}`.slice(0, 150);
    const event = await api(recruiter, '/api/v1/company/touchpoints', 'POST', {
      touchpoint: {
        touchpointable_type: 'Event',
        title,
        description: `<p>Join us</p>${ALL.join('')}`,
        event_type: 'Career Fairs',
        event_mode: 'virtual',
        virtual_link: 'https://meet.example/xss',
        start_date: `${year}-06-01T18:00`,
        end_date: `${year}-06-01T20:00`,
        time_zone: 'Europe/London',
        capacity: 50,
        show_guest_list: true,
      },
    });
    expect(event.status).toBe(201);
    const id = event.json.data.id as string;
    cleanups.push(() => api(recruiter, `/api/v1/company/touchpoints/${id}`, 'DELETE'));
    // The host's questions: labels and options are the host's free text too.
    const label = `${PAYLOADS.script} ${PAYLOADS.img}`.slice(0, 200);
    const options = [PAYLOADS.svg as string, PAYLOADS.href as string].map((option) =>
      option.slice(0, 100),
    );
    const questions = await api(
      recruiter,
      `/api/v1/company/touchpoints/${id}/registration_questions`,
      'PUT',
      {
        registration_questions: [
          { kind: 'short_text', label, required: true },
          { kind: 'single_choice', label: PAYLOADS.entity, options },
        ],
      },
    );
    expect(questions.status).toBe(200);
    const [text, choice] = questions.json.data.map((row: { id: string }) => row.id);
    expect(
      (await api(recruiter, `/api/v1/company/touchpoints/${id}/submit`, 'POST', {})).status,
    ).toBe(200);
    expect(await asAdmin(`/api/v1/admin/touchpoints/${id}/approve`)).toBe(200);

    // The candidate, named by a payload, registers with payload answers and joins the guest list.
    const me = await api(candidate, '/api/v1/candidate/profile');
    const { first_name: firstName } = me.json.data.attributes;
    // One word: the guest list shows first words of first names.
    const shownName = `<svg/onload=__xss('guest')><script>__xss('guest-script')</script>`;
    expect(
      (await api(candidate, '/api/v1/candidate', 'PUT', { candidate: { first_name: shownName } }))
        .status,
    ).toBe(200);
    cleanups.push(() =>
      api(candidate, '/api/v1/candidate', 'PUT', { candidate: { first_name: firstName } }),
    );
    const answer = batches(500)[0] as string;
    const registered = await api(candidate, `/api/v1/candidate/registrations/${id}`, 'POST', {
      answers: { [text]: answer, [choice]: options[0] },
    });
    expect(registered.status).toBe(200);
    cleanups.push(() => api(candidate, `/api/v1/candidate/registrations/${id}`, 'DELETE'));
    expect(
      (
        await api(candidate, `/api/v1/candidate/registrations/${id}/guest_list`, 'PUT', {
          show_in_guest_list: true,
        })
      ).status,
    ).toBe(200);

    const guests = await api(null, `/api/v1/touchpoints/${id}/guests`);
    expect(
      guests.json?.data?.map(
        (row: { attributes: { first_name: string } }) => row.attributes.first_name,
      ),
    ).toEqual([shownName]);

    // The public event page: its texts and the guest list (first names).
    const { context: publicPage, page: eventPage } = await visit(null, `/events/${id}`, (page) =>
      page.getByText(shownName).first().waitFor(),
    );
    await showsAsText(eventPage, title);
    await publicPage.close();

    // The host's attendees page: names, answers and question labels as text; then its CSV.
    const { context, page } = await visit(recruiter, `/attendees?event=${id}`, (page) =>
      page.getByRole('table').getByText(answer.slice(0, 40)).first().waitFor(),
    );
    await showsAsText(page, shownName);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export/ }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const csv = Buffer.concat(chunks).toString('utf8');
    // Every payload is a quoted or plain cell of text; none starts a formula.
    expect(csv).toContain(shownName.replaceAll('"', '""'));
    expect(csv).toContain(label.replaceAll('"', '""'));
    for (const line of csv.split('\r\n')) {
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+@]/);
    }
    await context.close();
  }, 180_000);

  it('event feedback comments: shown as text in the host’s ratings', async () => {
    const manager = await signInOrganiser(DEMO_MANAGER);
    const events = await api(
      manager,
      '/api/v1/student_society/touchpoints?touchpointable_types[]=Event&per_page=100',
    );
    let chosen: string | null = null;
    let before: { rating: number; comment: string | null } | null = null;
    for (const row of events.json.data as { id: string }[]) {
      const own = await api(candidate, `/api/v1/candidate/registrations/${row.id}/feedback`);
      if (own.status === 200 && own.json.meta.can_rate) {
        chosen = row.id;
        before = own.json.data?.attributes ?? null;
        break;
      }
    }
    expect(
      chosen,
      'the demo seeds ended events the demo candidate was checked in at',
    ).not.toBeNull();
    const comment = batches(1000)[0] as string;
    const rated = await api(
      candidate,
      `/api/v1/candidate/registrations/${chosen}/feedback`,
      'PUT',
      {
        rating: 3,
        comment,
      },
    );
    expect(rated.status).toBe(200);
    cleanups.push(() =>
      api(candidate, `/api/v1/candidate/registrations/${chosen}/feedback`, 'PUT', {
        rating: before?.rating ?? 3,
        comment: before?.comment ?? null,
      }),
    );
    const { context, page } = await visit(manager, `/attendees?event=${chosen}`, (page) =>
      page.getByRole('region', { name: 'Ratings' }).getByText(comment.slice(0, 40)).waitFor(),
    );
    await showsAsText(page, comment.slice(0, 200));
    await context.close();
    // The candidate sees their own comment in the rating form.
    const { context: own } = await visit(candidate, `/events/${chosen}`, (page) =>
      page.getByRole('region', { name: /Your rating|Rate this event/ }).waitFor(),
    );
    await own.close();
  });

  it('cover letters sent with an application: shown as text on the recruiter’s applicants page', async () => {
    const asAdmin = await adminPoster();
    const job = await api(recruiter, '/api/v1/company/touchpoints', 'POST', {
      touchpoint: {
        touchpointable_type: 'Job',
        title: 'XSS corpus: applicants',
        description: '<p>A role to apply to.</p>',
        working_model: 'remote',
        application_deadline: `${new Date().getUTCFullYear() + 1}-06-30T17:00`,
        application_deadline_time_zone: 'Europe/London',
      },
    });
    expect(job.status).toBe(201);
    const id = job.json.data.id as string;
    cleanups.push(() => api(recruiter, `/api/v1/company/touchpoints/${id}`, 'DELETE'));
    const submitted = await api(recruiter, `/api/v1/company/touchpoints/${id}/submit`, 'POST', {});
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expect(await asAdmin(`/api/v1/admin/touchpoints/${id}/approve`)).toBe(200);
    const letterTitle = `${PAYLOADS.script}`.slice(0, 190);
    const letter = await api(candidate, '/api/v1/candidate/cover_letters', 'POST', {
      // The body is rich text: a payload typed as text, and the corpus as markup.
      cover_letter: {
        title: letterTitle,
        body_html: `<p>${escapeHtml(PAYLOADS.img as string)}</p>${ALL.join('')}`,
      },
    });
    expect(letter.status).toBe(201);
    cleanups.push(() =>
      api(candidate, `/api/v1/candidate/cover_letters/${letter.json.data.id}`, 'DELETE'),
    );
    const applied = await api(candidate, `/api/v1/candidate/applications/${id}/apply`, 'POST', {
      application: { answers: [], cover_letter_id: letter.json.data.id },
    });
    expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    const { context, page } = await visit(recruiter, `/applicants?touchpoint=${id}`, (page) =>
      page.getByRole('row').filter({ hasText: 'Read cover letter' }).first().waitFor(),
    );
    await page
      .getByRole('row')
      .filter({ hasText: 'Read cover letter' })
      .locator('summary')
      .first()
      .click();
    await page.getByText(letterTitle).first().waitFor();
    await showsAsText(page, PAYLOADS.img as string);
    await context.close();
  }, 180_000);

  it('search query echo: the results page shows the query as text', async () => {
    for (const query of [`${PAYLOADS.script} ${PAYLOADS.img}`, `${PAYLOADS.svg}${PAYLOADS.href}`]) {
      const { context, page } = await visit(
        null,
        `/search/results?q=${encodeURIComponent(query)}`,
        (page) =>
          page
            .getByText(PAYLOADS.script === query ? query : query.slice(0, 20))
            .first()
            .waitFor(),
      );
      await showsAsText(page, query.slice(0, 20));
      await context.close();
    }
  });
});
