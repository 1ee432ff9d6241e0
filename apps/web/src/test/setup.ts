import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n, loadNamespaces } from '../lib/i18n';

// happy-dom performs real requests: a unit test that reaches for the network fails loudly.
const refuseNetwork = (input: RequestInfo | URL) =>
  Promise.reject(new Error(`Unit tests do not use the network (${String(input)})`));
globalThis.fetch = refuseNetwork as typeof fetch;
window.fetch = refuseNetwork as typeof fetch;

// What a page shows after its (stubbed) answers may take more than a second on a busy machine.
configure({ asyncUtilTimeout: 3000 });

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['auth']);
});

afterEach(() => {
  cleanup();
});
