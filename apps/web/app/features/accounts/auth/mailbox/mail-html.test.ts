import { describe, expect, it } from 'vitest';
import { linksInText, mailHtmlForFrame } from './mail-html';

describe('mailbox mail rendering', () => {
  it('opens every link of a mail in the whole window', () => {
    expect(mailHtmlForFrame('<p><a href="http://x.test/a">A</a> <A HREF="/b">B</A></p>')).toBe(
      '<p><a target="_top" rel="noopener" href="http://x.test/a">A</a> <a target="_top" rel="noopener" HREF="/b">B</A></p>',
    );
  });

  it('lists the links of the plain text once each', () => {
    expect(
      linksInText(
        'Sign in: http://localhost:3000/signin?candidate_id=1&token=t\nhttp://localhost:3000/signin?candidate_id=1&token=t',
      ),
    ).toEqual(['http://localhost:3000/signin?candidate_id=1&token=t']);
  });
});
