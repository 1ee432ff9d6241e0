import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EXPORT_FILE_FORMATS, EXPORT_SCHEDULES } from '@libero/shared/exports/export-definitions';
import { ExportDefinition } from '@libero/shared/registry/exports';
import { entityListQuery } from '../../lib/entities/entity-queries';

export const ZSavedExport = z.object({
  no: z.number(),
  name: z.string(),
  entity: z.string(),
  fields: z.string(),
  filter: z.string(),
  sort: z.string(),
  format: z.enum(EXPORT_FILE_FORMATS),
  shared: z.union([z.literal(0), z.literal(1)]),
  schedule: z.enum(EXPORT_SCHEDULES),
  noOwner: z.number(),
  ownerName: z.string(),
  lastSentAt: z.string().nullable(),
  version: z.number(),
});
export type SavedExport = z.infer<typeof ZSavedExport>;

const FIELDS = ExportDefinition.defaultFields;

/** The saved exports a user reads (their own and those shared with them), by name. */
export function useSavedExports() {
  return useQuery({
    ...entityListQuery('ExportDefinition', { fields: FIELDS, sort: ['Name'] }),
    select: (answer) => z.array(ZSavedExport).parse((answer as { data: unknown }).data),
  });
}
