import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_KINDS, DOCUMENT_TYPES, type DocumentKind } from '@libero/shared/documents/documents';
import { AppError } from '../../lib/app-error';
import { newStorageKey, type DocumentStorage } from './document-storage';

/** What the bytes must be, whatever name or type the client gave the file. */
const ACCEPTED_TYPES = new Set<string>(DOCUMENT_TYPES);
/** As many first bytes as file-type needs to recognise a type. */
const SNIFF_BYTES = 4100;
/** The length of the `file_name` column. */
const FILE_NAME_MAX = 200;

/** A file stored: what it is, and where. */
export type StoredFile = {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
};

type Upload = StoredFile & { kind: DocumentKind };

function invalid(field: string): never {
  throw new AppError('InvalidData', field);
}

function kindOf(value: unknown): DocumentKind {
  return DOCUMENT_KINDS.find((kind) => kind === value) ?? invalid('kind');
}

/** The client's name without folders, control or bidi characters, cut to the column (keeping the extension). */
function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const chars = [...(base || `document.${extension}`)];
  if (chars.length <= FILE_NAME_MAX) return chars.join('');
  return `${chars.slice(0, FILE_NAME_MAX - extension.length - 1).join('')}.${extension}`;
}

/** Refuses a part; a file's bytes are drained so that the rest of the request is still read. */
function refuse(part: Multipart, error: AppError): never {
  if (part.type === 'file') part.file.resume();
  throw error;
}

/** How many text fields a form may send, and how many bytes each may hold. */
export type FormLimits = { fields: number; fieldSize: number };

const DEFAULT_FORM_LIMITS: FormLimits = { fields: 5, fieldSize: 100 };

/** The parts of the body; a malformed body is the client's fault, not an internal error. */
async function* partsOf(request: FastifyRequest, maxBytes: number, limits: FormLimits) {
  try {
    yield* request.parts({ limits: { fileSize: maxBytes, ...limits, parts: 10 } });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const tooMuch = (error as { statusCode?: unknown }).statusCode === 413;
    throw new AppError(tooMuch ? 'PayloadTooLarge' : 'BadRequest', 'multipart/form-data');
  }
}

/** A file stream that fails is a broken request (the client went away, a malformed body), not our fault. */
function brokenFile(part: MultipartFile) {
  return (error: unknown): never => {
    throw part.file.errored ? new AppError('BadRequest', 'file') : error;
  };
}

/** Reads the first bytes of a stream without losing them: `all` streams them again, then the rest. */
async function peek(stream: Readable, size: number): Promise<{ head: Buffer; all: Readable }> {
  const chunks: AsyncIterableIterator<Buffer> = stream[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) break;
    seen.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(seen);
  return {
    head,
    all: Readable.from(
      (async function* () {
        yield head;
        yield* chunks;
      })(),
    ),
  };
}

/** Streams the file to the storage once its first bytes show an accepted type. */
async function storeFile(storage: DocumentStorage, part: MultipartFile, maxBytes: number): Promise<StoredFile> {
  const { head, all } = await peek(part.file, SNIFF_BYTES).catch(brokenFile(part));
  const type = await fileTypeFromBuffer(head);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    all.resume();
    throw new AppError('FileTypeNotAccepted', 'file');
  }
  const storageKey = newStorageKey();
  await storage.put(storageKey, all).catch(brokenFile(part));
  if (part.file.truncated) {
    await storage.remove(storageKey);
    throw new AppError('FileTooLarge', `file: at most ${maxBytes} bytes`);
  }
  return {
    fileName: safeFileName(part.filename, type.ext),
    contentType: type.mime,
    sizeBytes: part.file.bytesRead,
    storageKey,
  };
}

/** A form of text fields, then one file (named `file`) after them. */
export type UploadForm<F extends string> = {
  fields: readonly F[];
  /** Checks the fields once the file begins, before it is stored: a refusal stores nothing. */
  check: (fields: Partial<Record<F, string>>) => void;
  /** Five fields of 100 bytes unless said. */
  limits?: FormLimits;
};

/**
 * Reads the form's fields, then its one `file`, and stores the file. The file streams to the
 * storage, so the fields must come first (browsers send FormData in the order it was filled). A
 * refused upload leaves nothing stored.
 */
export async function receiveForm<F extends string>(
  request: FastifyRequest,
  storage: DocumentStorage,
  maxBytes: number,
  form: UploadForm<F>,
): Promise<{ fields: Partial<Record<F, string>>; file: StoredFile }> {
  const { fields, file } = await receiveFormWithOptionalFile(request, storage, maxBytes, form);
  return { fields, file: file ?? invalid('file') };
}

/** As `receiveForm`, for a form whose file may be left out (its fields are then not checked here). */
export async function receiveFormWithOptionalFile<F extends string>(
  request: FastifyRequest,
  storage: DocumentStorage,
  maxBytes: number,
  form: UploadForm<F>,
): Promise<{ fields: Partial<Record<F, string>>; file: StoredFile | undefined }> {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', 'multipart/form-data expected');
  const fields: Partial<Record<F, string>> = {};
  const isField = (name: string): name is F => (form.fields as readonly string[]).includes(name);
  let file: StoredFile | undefined;
  try {
    for await (const part of partsOf(request, maxBytes, form.limits ?? DEFAULT_FORM_LIMITS)) {
      if (file) refuse(part, new AppError('BadParameter', `${part.fieldname}: the file must come last`));
      if (part.type === 'field' && isField(part.fieldname)) fields[part.fieldname] = String(part.value);
      else if (part.type === 'file' && part.fieldname === 'file') {
        try {
          form.check(fields);
        } catch (error) {
          refuse(part, error instanceof AppError ? error : new AppError('InvalidData', 'file'));
        }
        file = await storeFile(storage, part, maxBytes);
      } else refuse(part, new AppError('BadParameter', part.fieldname));
    }
  } catch (error) {
    if (file) await storage.remove(file.storageKey);
    throw error;
  }
  return { fields, file };
}

/** A person's document: its `kind` field, then the `file`. */
export async function receiveUpload(
  request: FastifyRequest,
  storage: DocumentStorage,
  maxBytes: number,
): Promise<Upload> {
  const { fields, file } = await receiveForm(request, storage, maxBytes, {
    fields: ['kind'],
    check: (given) => kindOf(given.kind),
  });
  return { ...file, kind: kindOf(fields.kind) };
}
