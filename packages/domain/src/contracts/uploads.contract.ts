import { z } from 'zod';
import { buildPath, defineContract } from './contract';
import { errorResponses, IdSchema, resourceDocumentSchema } from './documents';

/**
 * Uploaded files: avatars, society and company logos, CVs and cover images. Each kind has its
 * own size limit and accepted types, checked on the server from the file's content (its
 * signature), never from the name or the client's header. Files are stored under random names
 * and named `/uploads/<kind>/<name>`. Images are served there to anyone; CVs are personal data:
 * never served there, only downloaded through `downloadCvContract` by the candidate they belong
 * to (and, once candidates apply, by the recruiters they applied to).
 *
 * Requests are `multipart/form-data` with one file part named `file`.
 */
export const UPLOAD_KINDS = ['avatar', 'logo', 'cv', 'cover'] as const;
export const UploadKindSchema = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof UploadKindSchema>;

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export interface UploadRule {
  /** The largest file accepted, in bytes (larger answers 413). */
  maxBytes: number;
  /** Accepted media types, as detected from the content (others answer 415). */
  mimeTypes: readonly string[];
  /** Documents are served as downloads (`Content-Disposition: attachment`). */
  document: boolean;
  /** Personal data: never served at `/uploads/`, only to the people allowed to read it. */
  personal: boolean;
  /** How the kind is named in messages. */
  label: string;
  /** The accepted types in words, for messages and hints. */
  typesLabel: string;
}

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  avatar: {
    maxBytes: 2 * MB,
    mimeTypes: IMAGE_TYPES,
    document: false,
    personal: false,
    label: 'Profile picture',
    typesLabel: 'PNG, JPEG or WebP image',
  },
  logo: {
    maxBytes: 2 * MB,
    mimeTypes: IMAGE_TYPES,
    document: false,
    personal: false,
    label: 'Logo',
    typesLabel: 'PNG, JPEG or WebP image',
  },
  cv: {
    maxBytes: 5 * MB,
    mimeTypes: ['application/pdf'],
    document: true,
    personal: true,
    label: 'CV',
    typesLabel: 'PDF',
  },
  cover: {
    maxBytes: 5 * MB,
    mimeTypes: IMAGE_TYPES,
    document: false,
    personal: false,
    label: 'Cover image',
    typesLabel: 'PNG, JPEG or WebP image',
  },
};

/** `2 MB`, `5 MB`: a limit as people read it. */
export const formatUploadLimit = (bytes: number): string => `${Math.round(bytes / MB)} MB`;

/** The message of a 413 for this kind: 'CV: the file is larger than 5 MB.' */
export const uploadTooLargeMessage = (kind: UploadKind): string =>
  `${UPLOAD_RULES[kind].label}: the file is larger than ${formatUploadLimit(UPLOAD_RULES[kind].maxBytes)}.`;

/** The message of a 415 for this kind: 'CV: upload a PDF.' */
export const uploadWrongTypeMessage = (kind: UploadKind): string =>
  `${UPLOAD_RULES[kind].label}: upload a ${UPLOAD_RULES[kind].typesLabel}.`;

/** The `accept` attribute of a file input for this kind. */
export const uploadAccept = (kind: UploadKind): string => UPLOAD_RULES[kind].mimeTypes.join(',');

/** The kinds anyone may see at `/uploads/<kind>/<name>` (images): every kind but CVs. */
export const PUBLIC_UPLOAD_KINDS: readonly UploadKind[] = UPLOAD_KINDS.filter(
  (kind) => !UPLOAD_RULES[kind].personal,
);

/** The multipart part that carries the file. */
export const UPLOAD_FILE_FIELD = 'file';

export const UploadKindParamsSchema = z.object({ kind: UploadKindSchema });

export const UploadAttributesShape = {
  kind: UploadKindSchema,
  /** The stored file's name, e.g. `/uploads/avatar/<uuid>.png` (where images are served). */
  url: z.string().startsWith('/uploads/'),
  /** The media type detected from the content. */
  mime: z.string(),
  bytes: z.number().int().positive(),
  /** The name the file had on the uploader's device (shown, never used to store it). */
  filename: z.string().nullable(),
};

export const UploadDocumentSchema = resourceDocumentSchema('upload', UploadAttributesShape);
export type UploadDocument = z.infer<typeof UploadDocumentSchema>;

export const createUploadContract = defineContract({
  method: 'POST',
  path: '/api/v1/uploads/:kind',
  summary:
    'Upload a file (multipart/form-data, part `file`): avatars and logos PNG/JPEG/WebP up to 2 MB, CVs PDF up to 5 MB, cover images up to 5 MB',
  tags: ['uploads'],
  access: 'uploads.create',
  params: UploadKindParamsSchema,
  responses: { 200: UploadDocumentSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
});

export const CvParamsSchema = z.object({ id: IdSchema });

export const downloadCvContract = defineContract({
  method: 'GET',
  path: '/api/v1/uploads/cv/:id',
  summary:
    'Download a CV (application/pdf, as an attachment, never cached): only the candidate it belongs to may; anyone else gets 404',
  tags: ['uploads'],
  access: 'uploads.cv.read',
  params: CvParamsSchema,
  responses: {
    200: z.string().meta({ description: 'The PDF', format: 'binary' }),
    ...errorResponses(400, 401, 403, 404),
  },
});

/** Where a CV is downloaded (the `resume_url` of the user and candidate profile documents). */
export const cvDownloadPath = (id: string): string => buildPath(downloadCvContract.path, { id });
