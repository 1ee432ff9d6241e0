import {
  DEFAULT_ENVIRONMENT,
  ENVIRONMENTS,
  environmentHeader,
  isEnvironment,
  type Environment,
} from '@libero/shared/http/environments';
import { ORG_CODE } from './product';

export { ENVIRONMENTS, type Environment };

/** SPEC §9: the selected network is kept under both keys (the two HTTP clients read one each). */
export const ENVIRONMENT_STORAGE_KEY = 'http:environment';
export const CLIENT_ENVIRONMENT_STORAGE_KEY = 'httpClient:environment';

/** `X-FIVB-Env`: sent with every API call so that the server picks the matching database. */
export const ENVIRONMENT_HEADER = environmentHeader(ORG_CODE);

/** The network this browser works on: the stored choice, or production when none or unknown. */
export function currentEnvironment(): Environment {
  try {
    const stored = localStorage.getItem(ENVIRONMENT_STORAGE_KEY);
    return isEnvironment(stored) ? stored : DEFAULT_ENVIRONMENT;
  } catch {
    return DEFAULT_ENVIRONMENT;
  }
}

/** Remembers the network choice under both keys. The caller reloads the page (SPEC §4). */
export function setEnvironment(environment: Environment): void {
  try {
    localStorage.setItem(ENVIRONMENT_STORAGE_KEY, environment);
    localStorage.setItem(CLIENT_ENVIRONMENT_STORAGE_KEY, environment);
  } catch {
    // Storage unavailable (private mode): the app stays on production.
  }
}

export function isProduction(environment: Environment): boolean {
  return environment === DEFAULT_ENVIRONMENT;
}

/**
 * A download link in the selected network: a plain link sends no header, so it names the network
 * in `env` (the server takes it on GET requests only).
 */
export function inEnvironment(path: string, environment: Environment = currentEnvironment()): string {
  if (isProduction(environment)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}env=${environment}`;
}
