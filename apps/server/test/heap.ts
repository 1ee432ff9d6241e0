import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The bytes the process's heap and its buffers hold once its garbage is collected. */
export function heldMemory(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}
