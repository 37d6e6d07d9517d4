import { describe, expect, it } from 'vitest';
import { baseURL } from '../support/api';
import { openPage, seriousAccessibilityViolations, useBrowser } from '../support/browser';

const SESSION_KEY = 'gradway.session';

const browser = useBrowser();

/**
 * Opens the candidate dashboard with a stored session while the API answers the current-user call
 * with `status` and `body`, and returns the toast titled 'Error!' that the failure shows.
 */
const dashboardWithUserAnswer = async (status: number, body: object) => {
  const { context, page } = await openPage(browser());
  await page.goto(`${baseURL()}/`);
  await page.evaluate(
    ([key]) =>
      localStorage.setItem(
        key!,
        JSON.stringify({ email: 'someone@example.com', token: 'a-token' }),
      ),
    [SESSION_KEY],
  );
  await page.route('**/api/v1/user', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
  await page.goto(`${baseURL()}/candidate/dashboard`);
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Error!' });
  await toast.first().waitFor();
  return { context, toastText: await toast.first().textContent() };
};

describe('failures the user sees', () => {
  it('shows a failed call as a toast titled "Error!" with the answer\'s message', async () => {
    const { context, toastText } = await dashboardWithUserAnswer(503, {
      error: 'Gradway is being updated, back in a minute.',
    });
    expect(toastText).toContain('Gradway is being updated, back in a minute.');
    await context.close();
  });

  it("prefers the answer's alert over its error", async () => {
    const { context, toastText } = await dashboardWithUserAnswer(500, {
      error: 'internal',
      alert: 'Your account is being moved, try again soon.',
    });
    expect(toastText).toContain('Your account is being moved, try again soon.');
    expect(toastText).not.toContain('internal');
    await context.close();
  });

  it('clears the session when the API answers 401 for the current user, and asks to sign in', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseURL()}/`);
    await page.evaluate(
      ([key]) =>
        localStorage.setItem(
          key!,
          JSON.stringify({ email: 'someone@example.com', token: 'revoked' }),
        ),
      [SESSION_KEY],
    );
    await page.goto(`${baseURL()}/candidate/dashboard`);
    await page.waitForURL(/\/signin/);
    expect(await page.evaluate(([key]) => localStorage.getItem(key!), [SESSION_KEY])).toBeNull();
    await context.close();
  });

  it('shows the crash screen when a page fails to render, reports it, and Refresh recovers', async () => {
    const { context, page } = await openPage(browser());
    await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' });
    // The next navigation's data arrives corrupted, so the page cannot render.
    await page.route('**/societies.data*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/x-script',
        body: '\u0000not the data the page expects',
      }),
    );
    const report = page.waitForRequest((request) => request.url().includes('/client_errors'));
    await page.locator('header').getByRole('link', { name: 'Societies' }).first().click();

    await page.getByText('Ooops! Something went wrong!').waitFor();
    expect(await page.getByText('Please refresh and try again.').isVisible()).toBe(true);
    expect((await report).method()).toBe('POST');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.unroute('**/societies.data*');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Ooops! Something went wrong!').count()).toBe(0);
    await context.close();
  });
});
