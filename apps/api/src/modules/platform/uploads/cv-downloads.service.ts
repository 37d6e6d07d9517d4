import type { UserClass } from '@gradway/domain/permissions';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db';
import { notFound } from '../../../http/http-error';
import { ownCvOf } from '../../accounts/candidates/candidate-records.service';
import { applicationCvFor } from '../../applying/applications/application-cvs';
import type { UploadStorage } from './upload-storage';
import { cvUrlOf, uploadKeyOf } from './upload-store';

/** Who asks for a CV. */
export interface CvReader {
  userId: string;
  userClass: UserClass;
}

/** A CV the reader may download: its stored URL and the name it had on the candidate's device. */
export interface ReadableCv {
  url: string;
  filename: string | null;
}

/**
 * The CV at `url` when it is shared with a reader who is not its owner, else null: the copy a
 * candidate sent with an easy application, read by the recruiters of the touchpoint's company or
 * the managers of its society (and by the candidate who sent it). See the applications module.
 */
export const cvSharedWith = (db: Db, url: string, reader: CvReader): Promise<ReadableCv | null> =>
  applicationCvFor(db, url, reader);

/**
 * The CV of this id if the reader may download it: their own current CV, or one shared with
 * them (`cvSharedWith`). Anything else, including a CV that does not exist, answers null so that
 * another's CV looks exactly like a missing one.
 */
export const findReadableCv = async (
  db: Db,
  id: string,
  reader: CvReader,
): Promise<ReadableCv | null> => {
  const url = cvUrlOf(id);
  const own = await ownCvOf(db, reader.userId);
  if (own?.url === url) return own;
  return cvSharedWith(db, url, reader);
};

/** The name a downloaded CV is saved under: the uploader's file name, ending in `.pdf`. */
export const cvDownloadName = (filename: string | null): string => {
  if (!filename) return 'cv.pdf';
  return /\.pdf$/i.test(filename) ? filename : `${filename}.pdf`;
};

/**
 * Sends a CV from the store as a private download: an attachment (never shown inline), never
 * sniffed as another type, never cached by the browser or anything between. 404 when the file
 * is gone from the store.
 */
export const sendCv = async (reply: FastifyReply, storage: UploadStorage, cv: ReadableCv) => {
  const key = uploadKeyOf(cv.url);
  const object = key ? await storage.open(key) : null;
  if (!object) throw notFound();
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(cvDownloadName(cv.filename)))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (object.bytes !== null) reply.header('content-length', object.bytes);
  return reply.send(object.body);
};
