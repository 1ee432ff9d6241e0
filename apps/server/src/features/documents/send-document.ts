import type { FastifyReply } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import type { DocumentStorage } from './document-storage';

export type SentDocument = { storageKey: string; contentType: string; sizeBytes: number; fileName: string };

/** Answers a stored document's bytes as an attachment: not sniffed, not cached. */
export async function sendDocument(reply: FastifyReply, storage: DocumentStorage, document: SentDocument) {
  const content = await storage.open(document.storageKey);
  return reply
    .type(document.contentType)
    .header('content-length', document.sizeBytes)
    .header('content-disposition', contentDisposition(document.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content);
}
