import type common from '../../locales/en/common.json';

/** The title of a section of SPEC §2 (`common:sections.<key>`). */
export type SectionKey = keyof (typeof common)['sections'];
