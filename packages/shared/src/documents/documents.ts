/** What a document kept about a person is. */
export const DOCUMENT_KINDS = ['passport', 'photo', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The file types accepted, as their bytes reveal them (PDF, JPEG, PNG, WebP). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** The default of DOCUMENT_MAX_BYTES: 10 MiB. */
export const DEFAULT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
