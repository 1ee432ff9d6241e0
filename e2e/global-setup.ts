import { request, type FullConfig } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures/auth';

/**
 * The server creates and seeds the uat database on its first use. The embedded database does that
 * work on the server's one thread, which answers nobody else for those seconds: done here, before
 * the journeys, so that none of them waits for the one that switches networks (it failed
 * journeys running beside it on sign-in or on a reload).
 */
export default async function globalSetup(config: FullConfig) {
  const api = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  try {
    const signedIn = await api.post('/auth/login', { data: { username: 'supervisor', password: DEMO_PASSWORD } });
    if (!signedIn.ok()) throw new Error(`The supervisor could not sign in: ${signedIn.status()}`);
    const uat = await api.get('/api/dashboard', { headers: { 'X-FIVB-Env': 'uat' }, timeout: 180_000 });
    if (!uat.ok()) throw new Error(`The uat database did not open: ${uat.status()} ${await uat.text()}`);
  } finally {
    await api.dispose();
  }
}
