// What the documents area offers to the rest of the app: other areas import it from here, never from its files.
export { attachFile, sendAttachedFile, storedFileKeys } from './attached-file';
export type { AttachedFile } from './attached-file';
export { createDocumentStorage, documentStorageName } from './create-document-storage';
export { storeDemoPdf } from './demo-file';
export { newStorageKey } from './document-storage';
export type { DocumentStorage } from './document-storage';
export { receiveForm, receiveFormWithOptionalFile } from './document-upload';
export type { FormLimits, StoredFile, UploadForm } from './document-upload';
export { sendDocument } from './send-document';
