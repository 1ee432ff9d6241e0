import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDocumentStorage } from './create-document-storage';
import { newStorageKey, type DocumentStorage } from './document-storage';
import { startS3Server } from '../../../test/s3-server';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: DocumentStorage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = createDocumentStorage(loadConfig({ ...s3.settings, DATA_DIR: '/nonexistent-data-dir' }));
});
afterAll(() => s3?.stop());

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const keysOf = async () => {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys;
};

describe('documents in an S3-compatible store', () => {
  it('stores, lists, reads and removes, from a buffer or a stream', async () => {
    const small = randomBytes(1000);
    const streamed = randomBytes(300_000);
    const [a, b] = [newStorageKey(), newStorageKey()];
    await storage.put(a, small);
    await storage.put(b, Readable.from([streamed.subarray(0, 1000), streamed.subarray(1000)]));
    expect((await bytesOf(await storage.open(a))).equals(small)).toBe(true);
    expect((await bytesOf(await storage.open(b))).equals(streamed)).toBe(true);
    expect(await keysOf()).toEqual(expect.arrayContaining([a, b]));

    await storage.remove(a);
    await expect(storage.open(a)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await keysOf()).not.toContain(a);
    await storage.remove(b);
  });

  it('fails to open an unknown key before streaming, and removes one without complaint', async () => {
    const unknown = newStorageKey();
    await expect(storage.open(unknown)).rejects.toThrow(`No document stored under ${unknown}`);
    await expect(storage.remove(unknown)).resolves.toBeUndefined();
  });

  it('streams a large file up in parts and back, its memory flat', async () => {
    // What is still held after a garbage collection, every 4 MiB of the file: what the transfer keeps.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const held = () => {
      gc();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const size = 128 * 1024 * 1024;
    const chunk = 256 * 1024;
    const every = (4 * 1024 * 1024) / chunk;
    // A first multipart upload loads what the SDK loads once.
    const warmUp = newStorageKey();
    await storage.put(warmUp, Readable.from([randomBytes(6 * 1024 * 1024), randomBytes(6 * 1024 * 1024)]));
    await storage.remove(warmUp);
    const before = held();
    let peak = before;
    const sent = createHash('sha256');
    const content = Readable.from(
      (function* () {
        for (let i = 0; i * chunk < size; i++) {
          if (i % every === 0) peak = Math.max(peak, held());
          const piece = randomBytes(chunk);
          sent.update(piece);
          yield piece;
        }
      })(),
    );
    const key = newStorageKey();
    try {
      await storage.put(key, content);
      const received = createHash('sha256');
      let length = 0;
      let since = 0;
      for await (const piece of await storage.open(key)) {
        received.update(piece as Buffer);
        length += (piece as Buffer).length;
        since += (piece as Buffer).length;
        if (since >= 4 * 1024 * 1024) {
          since = 0;
          peak = Math.max(peak, held());
        }
      }
      expect(length).toBe(size);
      expect(received.digest('hex')).toBe(sent.digest('hex'));
    } finally {
      await storage.remove(key);
    }
    // A part being filled and two in flight (5 MiB each), and the sockets' buffers (more of them
    // on a loaded machine, up to 35 MiB seen): the same for any size of file, and a small part of
    // this one's 128 MiB, which a transfer holding the file would exceed.
    expect((peak - before) / 1024 / 1024).toBeLessThan(48);
  });
});
