import { describe, expect, it } from 'vitest';
import { DEMO_MANAGER, openSignedIn, organiserApi } from '../support/accounts';
import { baseURL } from '../support/api';
import { hydrated, openPage, useBrowser, VIEWPORTS } from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';
import { DEMO_ORGANISERS, signInOrganiser } from '../support/organisers';

const browser = useBrowser();

/** The demo manager's society's public address (the demo candidate is one of its members). */
const societySlug = async () => {
  const user = await (await (await organiserApi(DEMO_MANAGER))('/api/v1/user')).json();
  return String(user.data.attributes.student_society.data.attributes.slug);
};

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`society discussions (${size})`, () => {
    it('a manager posts a poll; a member sees it on the society page, votes and replies', async () => {
      const question = `Which night suits you (${size} ${Date.now()})?`;
      const manager = await openPage(browser(), viewport);
      await signInOrganiser(manager.page, '/society/signin', DEMO_ORGANISERS.manager);
      await manager.page.goto(`${baseURL()}/discussions`);
      await manager.page.getByRole('heading', { name: 'Discussions', level: 1 }).waitFor();
      await hydrated(manager.page);
      await manager.page.getByRole('radio', { name: 'Poll' }).click();
      await manager.page.getByLabel('Question').fill(question);
      await manager.page.getByLabel('Option 1').fill('Monday');
      await manager.page.getByLabel('Option 2').fill('Friday');
      await manager.page.getByRole('button', { name: 'Post', exact: true }).click();
      await manager.page.getByText(question).waitFor();
      expect(manager.pageErrors).toEqual([]);
      await manager.context.close();

      const member = await openPage(browser(), viewport);
      await openSignedIn(member.page, demoCandidateSession(), `/societies/${await societySlug()}`);
      await member.page.getByRole('heading', { name: 'Community', level: 2 }).waitFor();
      const post = member.page.getByRole('group', { name: question });
      await post.waitFor();
      await post.getByRole('button', { name: 'Friday' }).click();
      await expect
        .poll(() => post.getByRole('button', { name: 'Friday' }).getAttribute('aria-pressed'))
        .toBe('true');
      const article = member.page.locator('article[aria-label^="Post by"]').filter({ has: post });
      await article.getByLabel('Write a reply').fill('Friday works for me');
      await article.getByRole('button', { name: 'Reply', exact: true }).click();
      await article.getByText('Friday works for me').waitFor();
      expect(member.pageErrors).toEqual([]);
      await member.context.close();
    });
  });
}
