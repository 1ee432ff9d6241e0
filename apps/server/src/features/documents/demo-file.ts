import { collect, field, heading, newDocument } from '../../lib/pdf-layout';
import { newStorageKey, type DocumentStorage } from './document-storage';

type DemoPdf = { title: string; subject: string; issuedOn: string; fields: [string, string][]; fileName: string };

/** A sample PDF of the demonstration data, stored: the columns a document row takes of it. */
export async function storeDemoPdf(storage: DocumentStorage, pdf: DemoPdf) {
  const doc = newDocument({ title: pdf.title, author: 'Libero demo', subject: pdf.subject, issuedOn: pdf.issuedOn });
  const bytes = collect(doc);
  heading(doc, pdf.title);
  for (const [label, value] of pdf.fields) field(doc, label, value);
  field(doc, 'Note', 'A sample document of the demonstration data.');
  doc.end();
  const content = await bytes;
  const storageKey = newStorageKey();
  await storage.put(storageKey, content);
  return { fileName: pdf.fileName, contentType: 'application/pdf', sizeBytes: content.length, storageKey };
}
