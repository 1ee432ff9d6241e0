// A local S3-compatible server in a process of its own, for the tests: node s3-server-process.mjs DIR BUCKET
// prints {"port": N} once it listens, and stops on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
console.log(JSON.stringify({ port }));
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
