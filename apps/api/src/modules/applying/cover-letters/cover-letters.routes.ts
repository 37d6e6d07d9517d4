import {
  coverLetterForJobContract,
  createCoverLetterContract,
  deleteCoverLetterContract,
  exportCoverLetterContract,
  generateCoverLetterContract,
  listCoverLettersContract,
  suggestCoverLetterEditContract,
  updateCoverLetterContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { requireCandidate } from '../../accounts/candidates/candidate-profile.service';
import { type OpenAiConfig, readOpenAiConfig } from '../../platform/ai/openai-compatible';
import { coverLetterDocx, coverLetterPdf } from './cover-letter-files';
import {
  coverLetterForJob,
  createCoverLetter,
  deleteCoverLetter,
  findCoverLetter,
  generateCoverLetter,
  listCoverLetters,
  suggestEdit,
  updateCoverLetter,
} from './cover-letters.service';

const userIdOf = (request: FastifyRequest) => {
  if (!request.session) throw unauthorized();
  return request.session.user.id;
};

const candidateIdOf = async (db: Db, request: FastifyRequest) =>
  (await requireCandidate(db, userIdOf(request))).candidate.id;

const fileName = (title: string, extension: string) =>
  `${
    title
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .slice(0, 80) || 'Cover letter'
  }.${extension}`;

/** The candidate's cover letters: saved letters, drafts, suggestions and exports. */
export const coverLettersRoutes = (
  app: FastifyInstance,
  db: Db,
  openai: OpenAiConfig | null = readOpenAiConfig(),
) => {
  registerRoute(app, listCoverLettersContract, async ({ request }) =>
    listCoverLetters(db, await candidateIdOf(db, request)),
  );
  registerRoute(app, coverLetterForJobContract, async ({ request, query }) =>
    coverLetterForJob(db, await candidateIdOf(db, request), {
      url: query.job_url,
      title: query.title?.trim() || null,
      company: query.company?.trim() || null,
    }),
  );
  registerRoute(app, createCoverLetterContract, async ({ request, body, reply }) => {
    const document = await createCoverLetter(
      db,
      await candidateIdOf(db, request),
      body.cover_letter,
    );
    reply.code(201);
    return document;
  });
  registerRoute(app, generateCoverLetterContract, async ({ request, body, reply }) => {
    const document = await generateCoverLetter(db, userIdOf(request), body.cover_letter, openai);
    reply.code(201);
    return document;
  });
  registerRoute(app, suggestCoverLetterEditContract, async ({ body }) =>
    suggestEdit(body.suggestion.kind, body.suggestion.text, openai),
  );
  registerRoute(app, updateCoverLetterContract, async ({ request, params, body }) =>
    updateCoverLetter(db, await candidateIdOf(db, request), params.id, body.cover_letter),
  );
  registerRoute(app, deleteCoverLetterContract, async ({ request, params }) =>
    deleteCoverLetter(db, await candidateIdOf(db, request), params.id),
  );
  registerRoute(app, exportCoverLetterContract, async ({ request, params, query, reply }) => {
    const letter = await findCoverLetter(db, await candidateIdOf(db, request), params.id);
    const pdf = query.format === 'pdf';
    const file = pdf
      ? await coverLetterPdf(letter.title, letter.bodyHtml)
      : await coverLetterDocx(letter.title, letter.bodyHtml);
    reply
      .header(
        'content-type',
        pdf
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      )
      .header(
        'content-disposition',
        `attachment; filename="${fileName(letter.title, query.format)}"`,
      )
      .header('cache-control', 'no-store');
    // The file is sent as is: the contract's 200 schema only describes it.
    return reply.send(file) as never;
  });
};
