/** The network environments of SPEC §4: each has its own database. */
export const ENVIRONMENTS = ['production', 'uat', 'development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: Environment = 'production';

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/** Header names carry the federation's acronym (`ORG_CODE`), e.g. `X-FIVB-Env`. */
export function environmentHeader(orgCode: string): string {
  return `X-${orgCode}-Env`;
}

export function versionHeader(orgCode: string): string {
  return `X-${orgCode}-Version`;
}

/** SPEC §7: protocol versions and the path prefixes they map to. */
export const PROTOCOL_VERSIONS = { VIS2009: '/', VISv2: '/v2', VISSharp: '/v3' } as const;
export type ProtocolVersion = keyof typeof PROTOCOL_VERSIONS;
