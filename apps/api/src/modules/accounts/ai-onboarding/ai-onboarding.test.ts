import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createManager,
  createUniversity,
  signIn,
} from '../../../../test/factories';
import { candidateDetails } from '../../../db/schema';
import { type OpenAiConfig, readOpenAiConfig } from '../../platform/ai/openai-compatible';
import { readProfileFromText } from './ai-onboarding.service';

const t = useTestApp();
const nextYear = new Date().getFullYear() + 1;

const parse = async (headers: Record<string, string>, description: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/candidate/ai_onboarding',
    headers,
    payload: { ai_onboarding: { description } },
  });

describe('POST /api/v1/candidate/ai_onboarding', () => {
  it('reads the description with the built-in parser against the reference data', async () => {
    const { user, candidate } = await createCandidate(t.db, {
      candidate: { onboardingCompleted: false },
    });
    const headers = await signIn(t.db, user);
    const university = await createUniversity(t.db, { name: 'University of Parsington' });
    const description = `I'm a second year BSc Economics student at the University of Parsington, graduating in ${nextYear}. I want a remote or hybrid internship in London.`;
    const response = await parse(headers, description);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'ai_onboarding_profile',
      attributes: {
        provider: 'built_in',
        education_type: 'undergraduate',
        university: { id: university.id, name: 'University of Parsington' },
        degree: { name: 'BSc' },
        subject: { name: 'Economics' },
        study_year: 2,
        graduation_year: nextYear,
        work_modes: ['remote', 'hybrid'],
        opportunity_types: ['internship'],
        cities: [expect.objectContaining({ name: 'London' })],
      },
    });
    const [details] = await t.db
      .select()
      .from(candidateDetails)
      .where(eq(candidateDetails.candidateId, candidate.id));
    expect(details?.selfDescription).toBe(description);
  });

  it('asks for a longer description', async () => {
    const { user } = await createCandidate(t.db);
    const response = await parse(await signIn(t.db, user), 'hi');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(
      'Tell us a little more about yourself (at least 20 characters).',
    );
  });

  it('is for candidates only', async () => {
    const { user } = await createManager(t.db);
    expect(
      (await parse(await signIn(t.db, user), 'I manage the chess society at Leeds')).statusCode,
    ).toBe(403);
    expect((await parse({}, 'I study Economics at Leeds University')).statusCode).toBe(401);
  });
});

describe('the OpenAI-compatible provider', () => {
  let server: Server;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const requests: { authorization?: string; body: { model: string } }[] = [];
  let config: OpenAiConfig;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        requests.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const read = readOpenAiConfig({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1/`,
      OPENAI_MODEL: 'local-model',
    });
    if (!read) throw new Error('config expected');
    config = read;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is off unless OPENAI_API_KEY is set', () => {
    expect(readOpenAiConfig({})).toBeNull();
    expect(readOpenAiConfig({ OPENAI_API_KEY: 'k' })).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
    });
  });

  it('takes the provider’s fields when they name known items, the built-in ones otherwise', async () => {
    const university = await createUniversity(t.db, { name: 'University of Modelton' });
    answer = {
      status: 200,
      body: {
        choices: [
          {
            message: {
              content: JSON.stringify({
                first_name: 'Ada',
                university: 'university of modelton',
                subject: 'Not A Real Subject',
                graduation_year: nextYear,
                work_modes: ['Remote', 'spaceship'],
              }),
            },
          },
        ],
      },
    };
    const { profile, provider } = await readProfileFromText(
      t.db,
      'I study Economics, onsite please',
      {
        openai: config,
      },
    );
    expect(provider).toBe('openai_compatible');
    expect(requests.at(-1)).toMatchObject({
      authorization: 'Bearer test-key',
      body: { model: 'local-model' },
    });
    expect(profile).toMatchObject({
      first_name: 'Ada',
      university: { id: university.id },
      subject: { name: 'Economics' },
      graduation_year: nextYear,
      work_modes: ['remote'],
    });
  });

  it('falls back to the built-in parser when the provider fails', async () => {
    answer = { status: 500, body: { error: 'down' } };
    const { profile, provider } = await readProfileFromText(t.db, 'I study Economics, hybrid', {
      openai: config,
    });
    expect(provider).toBe('built_in');
    expect(profile.subject?.name).toBe('Economics');
    expect(profile.work_modes).toEqual(['hybrid']);
  });
});
