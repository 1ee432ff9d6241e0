import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { DocumentStorage } from './document-storage';

export type S3Settings = {
  bucket: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  region?: string;
  /** Both or neither: without them, the AWS credential chain (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** The smallest part S3 takes: an upload holds at most QUEUE_SIZE of them in memory, whatever the file's size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** The SDK, loaded by the servers that use it only (it weighs ~25 MB and ~150 ms at a start). */
const sdk = async () => ({ ...(await import('@aws-sdk/client-s3')), ...(await import('@aws-sdk/lib-storage')) });

async function s3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible stores know neither the newer
    // checksum headers nor the chunked encoding that carries them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  (error as { name?: unknown }).name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Documents as objects of an S3-compatible bucket, named by their keys. Uploads stream in parts
 * (multipart past 5 MiB): a file is never held whole in memory; a failed upload is aborted, leaving
 * no part behind.
 */
export async function s3DocumentStorage(settings: S3Settings): Promise<DocumentStorage> {
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, Upload } = await sdk();
  const client = await s3Client(settings);
  const bucket = settings.bucket;
  return {
    async put(key, content) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: content },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The client went away mid-file: the stream failed, and the upload with it.
        if (!Buffer.isBuffer(content)) content.destroy();
        throw error;
      }
    },
    async open(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new Error(`No content for document ${key}`);
        return Body;
      } catch (error) {
        if (isMissing(error)) throw Object.assign(new Error(`No document stored under ${key}`), { code: 'ENOENT' });
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a deleted key and an unknown one alike.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
