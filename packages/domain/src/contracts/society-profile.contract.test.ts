import { describe, expect, it } from 'vitest';
import {
  ClaimSocietyBodySchema,
  CreateSocietyBodySchema,
  DecideRequestBodySchema,
  LogoUrlSchema,
  SocietyProfileDocumentSchema,
  societyPublicPath,
  UpdateSocietyProfileBodySchema,
  WHO_CAN_POST_OPTIONS,
  WHO_CAN_REPLY_OPTIONS,
} from './society-profile.contract';

const id = '3f0c7a52-5d1e-4b8e-9a61-0c2f4e7d9b13';
const pathOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.path.join('.');

describe('society profile contracts', () => {
  it('offers the post settings’ options', () => {
    expect(WHO_CAN_POST_OPTIONS).toEqual(['managers', 'committee', 'members']);
    expect(WHO_CAN_REPLY_OPTIONS).toEqual(['members', 'everyone']);
  });

  it('links a society’s public page by its slug', () => {
    expect(societyPublicPath('ucl-technology-society')).toBe('/societies/ucl-technology-society');
  });

  it('accepts a new society and trims its name', () => {
    const parsed = CreateSocietyBodySchema.parse({
      student_society: { name: '  Jazz Society ', university_id: id },
    });
    expect(parsed.student_society.name).toBe('Jazz Society');
  });

  it('refuses a short name, a foreign logo and too many categories at their fields', () => {
    expect(
      pathOf(
        CreateSocietyBodySchema.safeParse({ student_society: { name: 'J', university_id: id } }),
      ),
    ).toBe('student_society.name');
    expect(LogoUrlSchema.safeParse('/uploads/logo/abc_1-2.jpeg').success).toBe(true);
    expect(LogoUrlSchema.safeParse('https://cdn.example/logo.png').success).toBe(false);
    expect(LogoUrlSchema.safeParse('/uploads/cv/abc.png').success).toBe(false);
    expect(
      pathOf(
        UpdateSocietyProfileBodySchema.safeParse({
          student_society: { category_ids: Array.from({ length: 11 }, () => id) },
        }),
      ),
    ).toBe('student_society.category_ids');
  });

  it('accepts only the offered post settings', () => {
    expect(
      UpdateSocietyProfileBodySchema.safeParse({
        student_society: { who_can_post: 'committee', who_can_reply_to_posts: 'everyone' },
      }).success,
    ).toBe(true);
    expect(
      pathOf(
        UpdateSocietyProfileBodySchema.safeParse({ student_society: { who_can_post: 'anyone' } }),
      ),
    ).toBe('student_society.who_can_post');
  });

  it('reads claims and decisions', () => {
    expect(ClaimSocietyBodySchema.safeParse({ claim: { student_society_id: id } }).success).toBe(
      true,
    );
    expect(DecideRequestBodySchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(DecideRequestBodySchema.safeParse({ decision: 'maybe' }).success).toBe(false);
  });

  it('parses a profile document', () => {
    const document = {
      data: {
        id,
        type: 'student_society_profile',
        attributes: {
          id,
          name: 'Jazz Society',
          slug: 'jazz-society',
          icon_url: null,
          is_verified: false,
          is_provider_verified: true,
          description: null,
          university: null,
          categories: [],
          who_can_post: 'members',
          who_can_reply_to_posts: 'members',
          show_media_uploads_from_posts: true,
          is_post_approval_required: false,
          approves_members: false,
          public_url: '/societies/jazz-society',
          is_public: false,
          pending_claims: [],
        },
      },
    };
    expect(SocietyProfileDocumentSchema.parse(document)).toEqual(document);
  });
});
