import { describe, expect, it } from 'vitest';
import { linkSite } from './link-site';

describe('linkSite', () => {
  it('names the site without its scheme, path, port or a leading www', () => {
    expect(linkSite('https://www.meet.example.com:8443/room?id=1')).toBe('meet.example.com');
    expect(linkSite('https://boards.greenhouse.io/acme/jobs/1')).toBe('boards.greenhouse.io');
  });

  it('answers a text that is not a link as it is', () => {
    expect(linkSite('not a link')).toBe('not a link');
  });
});
