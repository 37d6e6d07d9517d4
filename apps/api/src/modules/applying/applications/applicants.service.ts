import type { ApplicantListDocument } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { offsetOf, pagingMeta } from '../../../http/documents';
import { cvDownloadUrlOf } from '../../platform/uploads/upload-store';
import {
  type ApplicantRow,
  type ApplicantsOwner,
  countApplicants,
  listApplicants,
  touchpointsWithApplicants,
} from './applicants.repository';

const applicantResource = (row: ApplicantRow): ApplicantListDocument['data'][number] => ({
  id: row.id,
  type: 'applicant',
  attributes: {
    id: row.id,
    applied_at: (row.appliedAt ?? row.createdAt).toISOString(),
    touchpoint: {
      id: row.touchpoint.id,
      title: row.touchpoint.title,
      touchpointable_type: row.touchpoint.touchpointableType,
    },
    candidate: {
      id: row.candidateId,
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Candidate',
      email: row.email,
      avatar_url: row.avatarUrl,
      university: row.university,
      degree: row.degree,
      subject: row.subject,
      graduation_year: row.graduationYear === null ? null : Number(row.graduationYear),
    },
    cv_url: cvDownloadUrlOf(row.cvUrl),
    answers: row.answers,
    cover_letter:
      row.coverLetterHtml === null
        ? null
        : { title: row.coverLetterTitle ?? '', body_html: row.coverLetterHtml },
  },
});

/**
 * Who applied to the owner's touchpoints (a touchpoint of another organisation, given as the
 * filter, simply has no applicants here).
 */
export const applicantsDocument = async (
  db: Db,
  owner: ApplicantsOwner,
  query: { touchpoint_id?: string; page: number; per_page: number },
): Promise<ApplicantListDocument> => {
  const paging = { limit: query.per_page, offset: offsetOf(query.page, query.per_page) };
  const [rows, total, touchpoints] = await Promise.all([
    listApplicants(db, owner, query.touchpoint_id, paging),
    countApplicants(db, owner, query.touchpoint_id),
    touchpointsWithApplicants(db, owner),
  ]);
  return {
    data: rows.map(applicantResource),
    meta: {
      ...pagingMeta(query.page, query.per_page, total),
      touchpoints: touchpoints.map((row) => ({
        id: row.id,
        title: row.title,
        applicants_count: row.value,
      })),
    },
  };
};
