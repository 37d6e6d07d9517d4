import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StoredKey, StoredObject, UploadStorage } from './storage-types';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), read from `S3_*` variables. */
export interface S3StorageConfig {
  bucket: string;
  /** `S3_REGION`, default `us-east-1` (also accepted by MinIO and R2). */
  region: string;
  /** `S3_ENDPOINT`: the store's address for stores other than AWS; null for AWS itself. */
  endpoint: string | null;
  /** `S3_FORCE_PATH_STYLE`: `bucket` in the path rather than the host name. */
  forcePathStyle: boolean;
  /** `S3_ACCESS_KEY_ID` + `S3_SECRET_ACCESS_KEY`; null uses the AWS SDK's own chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

const flagOf = (name: string, value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
};

/**
 * The bucket's settings when `S3_BUCKET` is set, else null (uploads stay on the local disk).
 * Throws a clear error on settings that cannot work, so the server refuses to start.
 */
export const readS3StorageConfig = (
  env: NodeJS.ProcessEnv = process.env,
): S3StorageConfig | null => {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) address, got "${endpoint}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    // Self-hosted stores (MinIO) usually have no per-bucket host names.
    forcePathStyle: flagOf('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== null),
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
  };
};

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/** Uploads in an S3-compatible bucket, under the same keys as on disk (`<kind>/<uuid>.<ext>`). */
export class S3UploadStorage implements UploadStorage {
  readonly type = 's3' as const;
  readonly bucket: string;
  readonly client: S3Client;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Only the checksums S3 requires: several S3-compatible stores refuse the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, mime: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: mime,
        ContentLength: body.length,
      }),
    );
  }

  async open(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!answer.Body) return null;
      const body =
        answer.Body instanceof Readable
          ? answer.Body
          : Readable.from(await answer.Body.transformToByteArray());
      return {
        body,
        bytes: answer.ContentLength ?? null,
        mime: answer.ContentType ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers success for a key that is already gone.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }

  async *list(): AsyncIterable<StoredKey> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
