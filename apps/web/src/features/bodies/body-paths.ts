/** Where the profiles of bodies are. */
export const federationPath = (no: unknown) => `/federations/${String(no)}`;
export const confederationPath = (no: unknown) => `/confederations/${String(no)}`;
export const clubPath = (no: unknown) => `/volley/clubs/${String(no)}`;
