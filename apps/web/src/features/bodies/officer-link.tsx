import { useQuery } from '@tanstack/react-query';
import { entityQuery } from '../../lib/entities/entity-queries';
import { TextLink } from '../../ui/text-link';
import { profilePath } from '../person';

/** The fields the people's role editor reads too: both share the cached record. */
const ROLE_FIELDS = ['No', 'Roles', 'Version'];

type PersonRoles = { no: number; roles: string | null };

/**
 * A federation's officer by name, linked to their profile in the first role they hold (a
 * person's profiles are per role); plain text when they hold none, or while it is not known.
 */
export function OfficerLink({ personNo, name }: { personNo: unknown; name: string }) {
  const known = typeof personNo === 'number';
  const query = useQuery({
    ...entityQuery('Person', known ? personNo : 0, { fields: ROLE_FIELDS }),
    enabled: known,
    // Only the link depends on it: the name shows anyway.
    meta: { silent: true },
  });
  const person = query.data?.data as PersonRoles | undefined;
  const path = person ? profilePath(person) : undefined;
  return path ? <TextLink to={path}>{name}</TextLink> : <>{name}</>;
}
