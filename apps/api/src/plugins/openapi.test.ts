import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const t = useTestApp();

describe('the API documentation page', () => {
  for (const url of ['/api/docs', '/api/docs/']) {
    it(`${url} is served under the app's strict policy, its scripts carrying the nonce`, async () => {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      const policy = String(answer.headers['content-security-policy']);
      for (const directive of ["base-uri 'none'", "frame-ancestors 'none'", "object-src 'none'"]) {
        expect(policy).toContain(directive);
      }
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      const scripts = answer.body.match(/<script[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    });
  }
});
