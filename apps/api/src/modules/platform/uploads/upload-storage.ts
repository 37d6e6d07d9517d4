import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { type S3StorageConfig, S3UploadStorage } from './s3-storage';
import type { StoredKey, StoredObject, UploadStorage } from './storage-types';

/**
 * Where uploaded files live. Keys are `<kind>/<uuid>.<ext>` (written by `storeUpload` only, never
 * from user input). Two stores: the local disk (`DATA_DIR/uploads`, the default) and an
 * S3-compatible bucket when `S3_BUCKET` is set (`s3-storage.ts`).
 */
export type { StoredKey, StoredObject, UploadStorage } from './storage-types';

/** The local disk: `<folder>/<kind>/<uuid>.<ext>`, served by the static plugin at `/uploads/`. */
export class DiskUploadStorage implements UploadStorage {
  readonly type = 'disk' as const;
  readonly folder: string;

  constructor(folder: string) {
    this.folder = resolve(folder);
  }

  /** The file of a key, refusing any key that would leave the folder. */
  pathOf(key: string): string {
    const path = resolve(this.folder, key);
    if (!path.startsWith(this.folder + sep)) throw new Error(`Not an upload key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body, { flag: 'wx' });
  }

  async open(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), bytes: info.size, mime: null };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredKey> {
    let kinds: string[];
    try {
      kinds = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const kind of kinds) {
      const entries = await readdir(resolve(this.folder, kind)).catch(() => [] as string[]);
      for (const name of entries) {
        const key = `${kind}/${name}`;
        const info = await stat(this.pathOf(key)).catch(() => null);
        if (info?.isFile()) yield { key, modifiedAt: info.mtime };
      }
    }
  }
}

/** The S3-compatible bucket when configured (`readS3StorageConfig`), else the local folder. */
export const createUploadStorage = (options: {
  uploadsDir: string;
  s3: S3StorageConfig | null;
}): UploadStorage =>
  options.s3 ? new S3UploadStorage(options.s3) : new DiskUploadStorage(options.uploadsDir);
