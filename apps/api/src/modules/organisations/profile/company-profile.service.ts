import { duplicateCompanyMessage } from '@gradway/domain';
import {
  type CompanyOnboardingDocument,
  type CompanyProfileDocument,
  type CreateCompanyBody,
  companyPublicPath,
  type DuplicateCompanyError,
  type OrganiserRequestDecision,
  type UpdateCompanyProfileBody,
} from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { companies } from '../../../db/schema';
import { badRequest, HttpError, notFound } from '../../../http/http-error';
import { ensureOrganisationShortLink } from '../../opportunities/short-links/short-links.service';
import { storedDescription } from '../shared/description';
import { organisationEmailDomainOf } from '../shared/email-domain';
import {
  checkCanChoose as checkCanChooseOn,
  requireOrganisation,
  settleRequest,
} from '../shared/membership-requests';
import {
  fullNameOnSide,
  onboardingStateOf,
  organisationRef,
  pendingRequestOf,
} from '../shared/organisation-documents';
import type { Organiser } from '../shared/organiser';
import { mailJoinDecided, mailJoinRequested } from '../shared/organiser-mails';
import { refreshCompanyProviderVerified } from '../shared/provider-verified';
import { nextFreeSlug, withFreeSlug } from '../shared/slug';
import {
  companySizeExists,
  countCities,
  countRecruiters,
  findCompanyCity,
  findCompanyNamedLike,
  findCompanyOwner,
  findCompanyProfileRow,
  findCompanyRef,
  findLatestJoinRequest,
  findRecruiterCompanyId,
  industryExists,
  insertCompany,
  insertCompanyAccount,
  insertJoinRequest,
  insertRecruiter,
  listCompaniesOfDomain,
  listCompanyOffices,
  listPendingJoinRequests,
  lockJoinRequestOfCompany,
  recordJoinRequestDecision,
  replaceCompanyOffices,
  updateCompany,
  upsertCompanyAccount,
} from './company-profile.repository';

export const COMPANY_MESSAGES = {
  alreadyInCompany: 'You already belong to a company.',
  requestPending: 'Your request to join a company is waiting for its owner. You will get an email.',
  unknownSize: 'Choose a company size from the list.',
  unknownIndustry: 'Choose an industry from the list.',
  unknownCity: 'Choose cities from the list.',
  alreadyDecided: 'This request has already been answered.',
} as const;

const fullName = (person: { firstName: string; lastName: string }) =>
  fullNameOnSide(person, 'company');
const ref = organisationRef;

// The profile -----------------------------------------------------------------------------

export const companyProfileDocument = async (
  db: Db,
  companyId: string,
  viewerId: string,
): Promise<CompanyProfileDocument> => {
  await refreshCompanyProviderVerified(db, companyId);
  const [row, offices, owner] = await Promise.all([
    findCompanyProfileRow(db, companyId),
    listCompanyOffices(db, companyId),
    findCompanyOwner(db, companyId),
  ]);
  if (!row) throw notFound();
  // A company listed before offices were kept has only its city: that is its office, so the
  // edit form shows it and saving the form as loaded keeps it.
  const city = offices.length === 0 ? await findCompanyCity(db, companyId) : null;
  if (city) offices.push(city);
  const isOwner = owner?.id === viewerId;
  const requests = isOwner ? await listPendingJoinRequests(db, companyId) : [];
  const { company } = row;
  return {
    data: {
      id: company.id,
      type: 'company_profile',
      attributes: {
        id: company.id,
        name: company.name,
        slug: company.slug,
        icon_url: company.iconUrl,
        is_verified: company.isVerified,
        is_provider_verified: company.providerVerified,
        description: company.description,
        website: company.website,
        company_size: row.sizeId && row.sizeName ? { id: row.sizeId, name: row.sizeName } : null,
        industry:
          row.industryId && row.industryName
            ? { id: row.industryId, name: row.industryName }
            : null,
        offices,
        email_domain: row.emailDomain,
        is_owner: isOwner,
        public_url: companyPublicPath(company.slug),
        is_public: Boolean(row.isPublic),
        pending_join_requests: requests.map((request) => pendingRequestOf(request, 'company')),
      },
    },
  };
};

const requireCompany = (db: Db, userId: string) => requireOrganisation(db, userId, 'company');

export const getCompanyProfile = async (db: Db, recruiter: Organiser) =>
  companyProfileDocument(db, await requireCompany(db, recruiter.id), recruiter.id);

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

const checkReferences = async (
  db: Db,
  input: { company_size_id?: string; industry_id?: string; office_city_ids?: string[] },
) => {
  if (input.company_size_id && !(await companySizeExists(db, input.company_size_id))) {
    throw fieldError('company.company_size_id', COMPANY_MESSAGES.unknownSize);
  }
  if (input.industry_id && !(await industryExists(db, input.industry_id))) {
    throw fieldError('company.industry_id', COMPANY_MESSAGES.unknownIndustry);
  }
  if (!input.office_city_ids) return undefined;
  const unique = [...new Set(input.office_city_ids)];
  if ((await countCities(db, unique)) !== unique.length) {
    throw fieldError('company.office_city_ids', COMPANY_MESSAGES.unknownCity);
  }
  return unique;
};

export const updateCompanyProfile = async (
  db: Db,
  recruiter: Organiser,
  body: UpdateCompanyProfileBody,
) => {
  const companyId = await requireCompany(db, recruiter.id);
  const input = body.company;
  const cityIds = await checkReferences(db, input);
  await db.transaction(async (tx) => {
    const changes: Partial<typeof companies.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.company_size_id !== undefined) changes.companySizeId = input.company_size_id;
    if (input.industry_id !== undefined) changes.industryId = input.industry_id;
    if (input.description !== undefined) changes.description = storedDescription(input.description);
    if (input.website !== undefined) changes.website = input.website || null;
    if (input.icon_url !== undefined) changes.iconUrl = input.icon_url;
    if (cityIds) changes.cityId = cityIds[0] ?? null;
    await updateCompany(tx, companyId, changes);
    if (cityIds) await replaceCompanyOffices(tx, companyId, cityIds);
  });
  return companyProfileDocument(db, companyId, recruiter.id);
};

// Onboarding ------------------------------------------------------------------------------

export const companyOnboardingDocument = async (
  db: Db,
  recruiter: Organiser,
): Promise<CompanyOnboardingDocument> => {
  const companyId = await findRecruiterCompanyId(db, recruiter.id);
  const company = companyId ? await findCompanyRef(db, companyId) : null;
  const request = company ? null : await findLatestJoinRequest(db, recruiter.id);
  const { state, visible } = onboardingStateOf(Boolean(company), request);
  const domain = organisationEmailDomainOf(recruiter.email);
  const matching = !company && domain ? await listCompaniesOfDomain(db, domain) : [];
  return {
    data: {
      id: recruiter.id,
      type: 'company_onboarding',
      attributes: {
        id: recruiter.id,
        state,
        company: company ? ref(company) : null,
        join_request: visible
          ? {
              id: visible.id,
              status: visible.status,
              company: {
                id: visible.companyId,
                name: visible.companyName,
                slug: visible.companySlug,
                icon_url: visible.companyIconUrl,
              },
            }
          : null,
        email_domain: domain,
        matching_companies: matching.map(ref),
      },
    },
  };
};

const checkCanChoose = (db: Db, userId: string) =>
  checkCanChooseOn(db, userId, 'company', findLatestJoinRequest, {
    alreadyMember: COMPANY_MESSAGES.alreadyInCompany,
    pending: COMPANY_MESSAGES.requestPending,
  });

export const createCompany = async (db: Db, recruiter: Organiser, body: CreateCompanyBody) => {
  const input = body.company;
  const cityIds = (await checkReferences(db, input)) ?? [];
  // The same name as a company already here: the recruiter is shown it (to ask to join it) and
  // creates theirs only when they confirm it is another company (decision 031).
  if (!body.confirm_duplicate_name) {
    const existing = await findCompanyNamedLike(db, input.name);
    if (existing) {
      const message = duplicateCompanyMessage(existing.name, companyPublicPath(existing.slug));
      const document: DuplicateCompanyError = {
        error: message,
        alert: message,
        fields: [{ path: 'company.name', message }],
        duplicate_of: { id: existing.id, name: existing.name, slug: existing.slug },
      };
      throw new HttpError(409, document);
    }
  }
  const companyId = await withFreeSlug((slugEnding) =>
    db.transaction(async (tx) => {
      await checkCanChoose(tx, recruiter.id);
      const slug = `${await nextFreeSlug(tx, companies, companies.slug, input.name)}${slugEnding}`;
      const created = await insertCompany(tx, {
        name: input.name,
        slug,
        companySizeId: input.company_size_id,
        industryId: input.industry_id,
        description: storedDescription(input.description),
        website: input.website || null,
        iconUrl: input.icon_url ?? null,
        cityId: cityIds[0] ?? null,
      });
      await insertCompanyAccount(tx, {
        companyId: created,
        ownerUserId: recruiter.id,
        emailDomain: organisationEmailDomainOf(recruiter.email),
      });
      await insertRecruiter(tx, recruiter.id, created);
      await replaceCompanyOffices(tx, created, cityIds);
      return created;
    }),
  );
  await ensureOrganisationShortLink(db, 'Company', companyId, recruiter.id);
  return companyProfileDocument(db, companyId, recruiter.id);
};

export const requestToJoinCompany = async (db: Db, recruiter: Organiser, companyId: string) => {
  const domain = organisationEmailDomainOf(recruiter.email);
  const matching = domain ? await listCompaniesOfDomain(db, domain) : [];
  if (!matching.some((company) => company.id === companyId)) throw notFound();
  const outcome = await db.transaction(async (tx) => {
    await checkCanChoose(tx, recruiter.id);
    const company = await findCompanyRef(tx, companyId, true);
    if (!company) throw notFound();
    if ((await countRecruiters(tx, companyId)) === 0) {
      // Nobody runs this company on Gradway yet: the recruiter joins and owns its account.
      await insertRecruiter(tx, recruiter.id, companyId);
      await upsertCompanyAccount(tx, {
        companyId,
        ownerUserId: recruiter.id,
        emailDomain: domain,
      });
      return { company, owner: null };
    }
    await insertJoinRequest(tx, companyId, recruiter.id);
    const owner = await findCompanyOwner(tx, companyId);
    if (owner) {
      await mailJoinRequested(
        tx,
        { email: owner.email, name: fullName(owner) },
        { email: recruiter.email, name: fullName(recruiter) },
        company.name,
      );
    }
    return { company, owner };
  });
  if (!outcome.owner) await refreshCompanyProviderVerified(db, companyId);
  return companyOnboardingDocument(db, recruiter);
};

export const decideCompanyJoinRequest = async (
  db: Db,
  recruiter: Organiser,
  requestId: string,
  decision: OrganiserRequestDecision,
) => {
  const companyId = await requireCompany(db, recruiter.id);
  const owner = await findCompanyOwner(db, companyId);
  // Only the owner decides; for anyone else the request does not exist.
  if (owner?.id !== recruiter.id) throw notFound();
  await db.transaction(async (tx) =>
    settleRequest(tx, {
      side: 'company',
      organisationId: companyId,
      request: await lockJoinRequestOfCompany(tx, requestId, companyId),
      decision,
      deciderId: recruiter.id,
      alreadyDecided: COMPANY_MESSAGES.alreadyDecided,
      addMember: insertRecruiter,
      record: recordJoinRequestDecision,
      organisationName: async (tx) => (await findCompanyRef(tx, companyId))?.name ?? null,
      mailDecided: mailJoinDecided,
    }),
  );
  return companyProfileDocument(db, companyId, recruiter.id);
};
