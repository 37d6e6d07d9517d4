import {
  listCompanyRegistrationQuestionsContract,
  listEventRegistrationQuestionsContract,
  listSocietyRegistrationQuestionsContract,
  replaceCompanyRegistrationQuestionsContract,
  replaceSocietyRegistrationQuestionsContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { organisationOf } from '../../opportunities/organiser-touchpoints/organiser-side';
import {
  organiserQuestions,
  publicQuestions,
  setOrganiserQuestions,
} from './registration-questions.service';

export const registrationQuestionsRoutes = (app: FastifyInstance, db: Db) => {
  for (const [side, list, replace] of [
    [
      'company',
      listCompanyRegistrationQuestionsContract,
      replaceCompanyRegistrationQuestionsContract,
    ],
    [
      'society',
      listSocietyRegistrationQuestionsContract,
      replaceSocietyRegistrationQuestionsContract,
    ],
  ] as const) {
    registerRoute(app, list, async ({ request, params }) =>
      organiserQuestions(db, await organisationOf(db, request, side), params.id),
    );
    registerRoute(app, replace, async ({ request, params, body }) =>
      setOrganiserQuestions(
        db,
        await organisationOf(db, request, side),
        params.id,
        body.registration_questions,
      ),
    );
  }
  registerRoute(app, listEventRegistrationQuestionsContract, async ({ params }) =>
    publicQuestions(db, params.id),
  );
};
