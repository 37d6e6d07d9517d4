import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { can, isPermissionAction, type PermissionAction, USER_CLASSES } from '../permissions';
import { contractList, contracts } from './catalogue';
import type { Contract } from './contract';
import { ErrorDocumentSchema } from './documents';

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);

/** The error document, or one that adds to it (a 409 naming the company it may duplicate). */
const answersErrorDocument = (schema: unknown) =>
  schema === ErrorDocumentSchema ||
  (schema instanceof z.ZodObject &&
    Object.entries(ErrorDocumentSchema.shape).every(([key, field]) => schema.shape[key] === field));

describe('the contract catalogue', () => {
  it('holds every call of spec section 7', () => {
    const routes = contractList.map((contract) => `${contract.method} ${contract.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/v1/user',
        'GET /api/v1/candidate',
        'PUT /api/v1/candidate',
        'GET /api/v1/candidate/dashboard',
        'GET /api/v1/candidate/student_societies/interacted',
        'GET /api/v1/config',
        'GET /api/v1/candidate/ai_searches',
        'GET /api/v3/matches',
        'PATCH /api/v2/matches/:matchId',
        'POST /api/v3/matches/mark_preferred',
        'GET /api/v1/company/touchpoints',
        'GET /api/v1/student_society/touchpoints',
        'DELETE /api/v1/student_society/touchpoints/:id',
        'DELETE /api/v1/company/touchpoints/:id',
        'PATCH /api/v1/company/touchpoints/:id',
        'GET /api/v1/companies/:id/touchpoints',
        'PATCH /api/v1/touchpoints/:id/increment_view_count',
        'POST /api/v1/id_lists',
        'GET /api/v1/student_societies',
        'GET /api/v1/universities',
        'GET /api/v1/universities/:id',
        'GET /api/v1/tags',
        'GET /api/v1/opportunity_types',
        'GET /api/v1/event_categories',
        'GET /api/v1/company_sizes',
        'GET /api/v1/companies/employees_counts',
        'GET /api/v1/currencies',
        'GET /api/v1/degrees',
        'GET /api/v1/subjects',
        'GET /api/v1/countries',
        'GET /api/v1/cities',
        'GET /api/v1/candidate_preference_options',
        'GET /api/v1/touchpoints',
        'POST /api/v1/candidate/login',
        'POST /api/v1/login',
      ]),
    );
  });

  it('has one contract per method and path', () => {
    const routes = contractList.map((contract) => `${contract.method} ${contract.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(contractList).toHaveLength(Object.keys(contracts).length);
  });

  it.each(Object.entries(contracts) as [string, Contract][])('%s is complete', (_, contract) => {
    expect(contract.summary.length).toBeGreaterThan(0);
    expect(contract.tags.length).toBeGreaterThan(0);
    expect(contract.access === 'public' || isPermissionAction(contract.access)).toBe(true);
    const successes = Object.keys(contract.responses).filter((status) => Number(status) < 300);
    expect(successes, 'one success answer').toHaveLength(1);

    const names = pathParams(contract.path);
    if (names.length === 0) expect(contract.params).toBeUndefined();
    else expect(Object.keys((contract.params as z.ZodObject).shape).sort()).toEqual(names.sort());

    for (const [status, schema] of Object.entries(contract.responses)) {
      if (Number(status) >= 400 && contract.path.startsWith('/api/')) {
        expect(answersErrorDocument(schema), `${status} answers the error document`).toBe(true);
      }
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    }
    for (const schema of [contract.params, contract.query, contract.body]) {
      if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
  });

  it('answers 401 wherever a guest may not call, and 403 wherever a signed-in class may not', () => {
    for (const contract of contractList) {
      if (contract.access === 'public') continue;
      const route = `${contract.method} ${contract.path}`;
      const refused = USER_CLASSES.filter(
        (userClass) => !can(userClass, contract.access as PermissionAction),
      );
      if (refused.includes('guest')) expect(contract.responses, route).toHaveProperty('401');
      if (refused.some((userClass) => userClass !== 'guest')) {
        expect(contract.responses, route).toHaveProperty('403');
      }
    }
  });
});
