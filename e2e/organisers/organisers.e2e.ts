import { describe, expect, it } from 'vitest';
import { freshEmail, linkOf, waitForMail } from '../accounts/mailbox';
import { baseURL } from '../support/api';
import {
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { pick, signUpAndConfirm, waitForPath } from '../support/organisers';

const AWAITING = 'Your account is awaiting approval';

const browser = useBrowser();

describe('society managers', () => {
  it('a new manager creates their society and sees that the account awaits approval', async () => {
    const { context, page, cspViolations, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    const email = freshEmail('society.lead');
    await signUpAndConfirm(page, 'Manager', email);
    await waitForPath(page, '/society-profile/onboarding');
    await page.getByRole('heading', { name: AWAITING }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Create a new society/ }).click();
    const form = page.getByRole('form', { name: 'Create your society' });
    // Submitted empty: each required field says what is missing.
    await form.getByRole('button', { name: 'Create society' }).click();
    await expect
      .poll(() => form.getByLabel('Society name').getAttribute('aria-invalid'))
      .toBe('true');

    const name = `Jazz Collective ${Date.now().toString(36)}`;
    await form.getByLabel('Society name').fill(name);
    await pick(form, 'University', 'Imperial', /Imperial College London/);
    await form.getByLabel('Description (optional)').fill('Jazz on Thursdays, every level welcome.');
    await form.getByRole('button', { name: 'Create society' }).click();

    await waitForPath(page, '/society-profile');
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('heading', { name: AWAITING }).waitFor();
    expect(await page.getByText('Not public yet').count()).toBe(1);

    // Not listed publicly while its only manager awaits approval.
    const list = await fetch(
      `${baseURL()}/api/v1/student_societies?name=${encodeURIComponent(name)}`,
    ).then((response) => response.json());
    expect(list.meta.total_count).toBe(0);

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await waitForPath(page, '/society-profile/edit');
    await page.getByLabel('Committee and managers').check();
    await page.getByLabel('Anyone signed in to Gradway').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await waitForPath(page, '/society-profile');
    await page
      .getByText('Posts: Committee and managers. Replies: Anyone signed in to Gradway.')
      .waitFor();
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('recruiters', () => {
  it('a recruiter creates their company; a colleague asks to join and the owner approves', async () => {
    const domain = `northwind-${Date.now().toString(36)}.com`;
    const owner = await openPage(browser(), VIEWPORTS.desktop);
    await signUpAndConfirm(owner.page, 'Recruiter', `sophie@${domain}`, 'Sophie');
    await waitForPath(owner.page, '/recruiter/onboarding');
    await owner.page.getByRole('heading', { name: AWAITING }).waitFor();

    const form = owner.page.getByRole('form', { name: 'Create your company' });
    await form.getByLabel('Company name').fill(`Northwind ${domain}`);
    await form.getByLabel('Company size').selectOption({ index: 2 });
    await form.getByLabel('Industry').click();
    await owner.page.waitForTimeout(300);
    await owner.page.keyboard.type('Technology');
    await owner.page.getByRole('option', { name: 'Technology', exact: true }).click();
    await form.getByLabel('Website (optional)').fill(`https://www.${domain}`);
    await pick(form, 'Offices', 'Manchester', /^Manchester, United Kingdom/);
    await form.getByRole('button', { name: 'Create company' }).click();
    await waitForPath(owner.page, '/company/edit');
    await owner.page.getByRole('heading', { name: AWAITING }).waitFor();
    expect(await seriousAccessibilityViolations(owner.page)).toEqual([]);

    const colleague = await openPage(browser(), VIEWPORTS.phone);
    await signUpAndConfirm(colleague.page, 'Recruiter', `jo@${domain}`, 'Jo');
    await waitForPath(colleague.page, '/recruiter/onboarding');
    await colleague.page.getByRole('button', { name: `Ask to join Northwind ${domain}` }).click();
    await colleague.page
      .getByRole('heading', {
        name: `Your request to join Northwind ${domain} is waiting for its owner`,
      })
      .waitFor();
    const asked = await waitForMail(`sophie@${domain}`, (mail) =>
      mail.subject.includes('asks to join'),
    );
    expect(asked.subject).toBe(`Jo Hopper asks to join Northwind ${domain} on Gradway`);

    await owner.page.goto(linkOf(asked));
    await owner.page.getByRole('button', { name: 'Approve Jo Hopper' }).click();
    await owner.page
      .getByText('The request was approved. They have been emailed.', { exact: true })
      .waitFor();
    const outcome = await waitForMail(`jo@${domain}`, (mail) =>
      mail.subject.startsWith('You joined'),
    );
    expect(outcome.subject).toBe(`You joined Northwind ${domain} on Gradway`);

    await colleague.page.goto(`${baseURL()}/company/edit`);
    await colleague.page.getByLabel('Company name').waitFor();
    expect(await colleague.page.getByLabel('Company name').inputValue()).toBe(
      `Northwind ${domain}`,
    );
    expect(owner.cspViolations).toEqual([]);
    expect(owner.pageErrors).toEqual([]);
    await owner.context.close();
    await colleague.context.close();
  });
});
