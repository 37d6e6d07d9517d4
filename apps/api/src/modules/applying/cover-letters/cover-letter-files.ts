import { coverLetterText } from '@gradway/domain';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

/** The letter's paragraphs (plain text, line breaks kept inside each). */
const paragraphsOf = (html: string) =>
  coverLetterText(html)
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The letter as an A4 PDF (pdfkit, its built-in Helvetica). */
export const coverLetterPdf = (title: string, html: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 64, info: { Title: title } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica').fontSize(11);
    for (const paragraph of paragraphsOf(html)) {
      pdf.text(paragraph, { align: 'left', lineGap: 2 });
      pdf.moveDown();
    }
    pdf.end();
  });

/** The letter as a Word document (docx). */
export const coverLetterDocx = (title: string, html: string): Promise<Buffer> => {
  const document = new Document({
    title,
    creator: 'Gradway',
    sections: [
      {
        children: paragraphsOf(html).map(
          (paragraph) =>
            new Paragraph({
              spacing: { after: 200 },
              children: paragraph
                .split('\n')
                .map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0 })),
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(document);
};
