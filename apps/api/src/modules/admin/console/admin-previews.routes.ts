import { previewCompanyContract, previewStudentSocietyContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { companyPreviewDocument } from '../../organisations/public/companies.service';
import { societyPreviewDocument } from '../../organisations/public/student-societies.service';

/**
 * The admin's previews of a company or a society in the verification queue (decision 031): the
 * public page's document, built by the organisations' own service. Registered inside the
 * console's scope, so only console sessions reach them.
 */
export const adminOrganisationPreviewRoutes = (scope: FastifyInstance, db: Db) => {
  registerRoute(scope, previewCompanyContract, ({ params }) =>
    companyPreviewDocument(db, params.id),
  );
  registerRoute(scope, previewStudentSocietyContract, ({ params }) =>
    societyPreviewDocument(db, params.id),
  );
};
