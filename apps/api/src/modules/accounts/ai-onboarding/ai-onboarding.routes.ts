import { parseSelfDescriptionContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { type OpenAiConfig, readOpenAiConfig } from '../../platform/ai/openai-compatible';
import { parseCandidateDescription } from './ai-onboarding.service';

/** AI onboarding's parser: the built-in one, or the OpenAI-compatible provider when configured. */
export const aiOnboardingRoutes = (
  app: FastifyInstance,
  db: Db,
  openai: OpenAiConfig | null = readOpenAiConfig(),
) => {
  registerRoute(
    app,
    parseSelfDescriptionContract,
    async ({ body, request }) => {
      if (!request.session) throw unauthorized();
      return parseCandidateDescription(
        db,
        request.session.user.id,
        body.ai_onboarding.description,
        {
          openai,
          log: request.log,
        },
      );
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
};
