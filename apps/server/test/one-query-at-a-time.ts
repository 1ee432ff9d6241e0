import { afterAll, expect } from 'vitest';

/**
 * pg warns (once per process) when a query is sent on a client still running one: in a
 * transaction, queries written to run side by side only queue, and pg 9 will refuse them. A test
 * file that causes it fails.
 */
const overlapping: string[] = [];
process.on('warning', (warning) => {
  if (/already executing a query/.test(warning.message)) overlapping.push(warning.stack ?? warning.message);
});

afterAll(() => {
  expect(overlapping, 'queries sent at once on one connection (a transaction?)').toEqual([]);
});
