import { getDocumentProxy } from 'unpdf';

export const UNREADABLE_PDF_MESSAGE =
  'CV: this PDF could not be read. Save it again as a PDF and upload it once more.';

/** Browsers decide whether bytes are a web page from their first 512: look a little further. */
const SNIFFED_BYTES = 1024;
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta|\?xml)[\s/>]/i;

/** Whether a file's first bytes hold HTML or XML markup (what a browser would sniff as a page). */
export const looksLikeMarkup = (buffer: Buffer): boolean =>
  MARKUP.test(buffer.subarray(0, SNIFFED_BYTES).toString('latin1'));

/** Whether a file opens as a PDF document of at least one page (pdf.js, as the CV reader does). */
export const isReadablePdf = async (buffer: Buffer): Promise<boolean> => {
  try {
    const document = await getDocumentProxy(new Uint8Array(buffer), {
      verbosity: 0,
      isEvalSupported: false,
    });
    try {
      return document.numPages >= 1;
    } finally {
      await document.destroy();
    }
  } catch {
    return false;
  }
};
