import type { Readable } from 'node:stream';

/** What every upload store offers (the disk in `upload-storage.ts`, a bucket in `s3-storage.ts`). */
export interface UploadStorage {
  /** `disk` or `s3`: says whether `/uploads/` is served from the folder or through the store. */
  readonly type: 'disk' | 's3';
  /** Writes a new object; never replaces one (keys are random). */
  put(key: string, body: Buffer, mime: string): Promise<void>;
  /** The object's content as a stream, or null when there is none under that key. */
  open(key: string): Promise<StoredObject | null>;
  /** Removes the object; an object already gone is fine. */
  remove(key: string): Promise<void>;
  /** Every stored object with when it was last written (the cleaning of unreferenced uploads). */
  list(): AsyncIterable<StoredKey>;
  /** Releases connections (called when the app closes). */
  close?(): void;
}

export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

export interface StoredObject {
  body: Readable;
  /** Its size in bytes, when the store says. */
  bytes: number | null;
  /** Its media type, when the store keeps one. */
  mime: string | null;
}
