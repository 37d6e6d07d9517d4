import { describe, expect, it } from 'vitest';
import { candidateUserDocument, firstIssuePath, uuid } from './test-samples';
import {
  getCurrentUserContract,
  SignedInUserDocumentSchema,
  UserDocumentSchema,
} from './user.contract';

describe('getCurrentUserContract', () => {
  it('needs a session and answers 401 without one', () => {
    expect([getCurrentUserContract.method, getCurrentUserContract.path]).toEqual([
      'GET',
      '/api/v1/user',
    ]);
    expect(getCurrentUserContract.access).toBe('user.read');
    expect(getCurrentUserContract.responses[401].parse({ error: 'Sign in again' })).toEqual({
      error: 'Sign in again',
    });
  });

  it('answers a candidate with the profile the extension autofills from', () => {
    const parsed = getCurrentUserContract.responses[200].parse(candidateUserDocument);
    expect(parsed).toEqual(candidateUserDocument);
    expect(parsed.data.attributes.degree?.data.attributes.name).toBe('BSc');
    expect(parsed.data.attributes).not.toHaveProperty('authentication_token');
  });

  it('answers a recruiter with their company and without candidate fields', () => {
    const recruiter = {
      data: {
        id: uuid(60),
        type: 'user',
        attributes: {
          id: uuid(60),
          first_name: 'Grace',
          last_name: 'Hopper',
          name: 'Grace Hopper',
          email: 'grace@acme.example',
          email_verified: true,
          created_at: '2026-10-01T08:00:00Z',
          userable_type: 'Recruiter',
          userable_id: uuid(61),
          is_approved: false,
          type: null,
          avatar_url: null,
          company: {
            data: {
              attributes: {
                id: uuid(62),
                slug: 'acme',
                name: 'Acme',
                icon_url: null,
                is_verified: false,
                is_provider_verified: false,
              },
            },
          },
        },
      },
    };
    expect(UserDocumentSchema.parse(recruiter)).toEqual(recruiter);
  });

  it('keeps a temporary candidate’s empty email and rejects an unknown userable_type', () => {
    const temporary = structuredClone(candidateUserDocument);
    temporary.data.attributes.email = '';
    expect(UserDocumentSchema.parse(temporary).data.attributes.email).toBe('');
    const admin = structuredClone(candidateUserDocument) as { data: { attributes: object } };
    admin.data.attributes = { ...admin.data.attributes, userable_type: 'Admin' };
    expect(firstIssuePath(UserDocumentSchema.safeParse(admin))).toBe(
      'data.attributes.userable_type',
    );
  });
});

describe('SignedInUserDocumentSchema', () => {
  it('requires the authentication token that only sign-in answers carry', () => {
    expect(firstIssuePath(SignedInUserDocumentSchema.safeParse(candidateUserDocument))).toBe(
      'data.attributes.authentication_token',
    );
    const signedIn = structuredClone(candidateUserDocument) as { data: { attributes: object } };
    signedIn.data.attributes = { ...signedIn.data.attributes, authentication_token: 'tok_123' };
    expect(SignedInUserDocumentSchema.parse(signedIn)).toEqual(signedIn);
  });
});
