import type { EntityRow } from '../../../lib/entities/entity-table';
import { AccreditationsPanel } from './accreditations-panel';
import { MediaWorkPanel } from './media-work-panel';

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** What a media person's profile adds: their organisation and position, and their accreditations. */
export function MediaPersonPanels({ personNo, record }: { personNo: number; record: EntityRow }) {
  const position = textOf(record.mediaPosition);
  return (
    <>
      <MediaWorkPanel
        organizationNo={typeof record.noMediaOrganization === 'number' ? record.noMediaOrganization : null}
        organizationName={textOf(record.mediaOrganizationName)}
        position={position}
      />
      <AccreditationsPanel personNo={personNo} position={position} />
    </>
  );
}
