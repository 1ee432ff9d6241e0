import { Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entityDef } from '../../lib/entities/entity-schema';
import { buttonClassName } from '../../ui/button';
import { useCurrentUser } from '../../lib/session/current-user';
import { personEntityName } from './person-entities';
import { canCreatePerson, writeAccess, type WrittenRecord } from './person-permissions';

/** "New player" above a list, for the users who may add one (admins, federations). */
export function NewPersonLink({ entity, basePath }: { entity: string; basePath: string }) {
  const { t } = useTranslation('person-form');
  const user = useCurrentUser();
  if (!canCreatePerson(entityDef(entity), user)) return null;
  return (
    <Link to={`${basePath}/new`} className={buttonClassName('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t(`actions.new.${personEntityName(entity)}`)}
    </Link>
  );
}

/** "Edit" on a profile, when the user may change the record or their own measurements there. */
export function EditPersonLink({ entity, record }: { entity: string; record: WrittenRecord | undefined }) {
  const { t } = useTranslation('person-form');
  const user = useCurrentUser();
  if (!record || writeAccess(entityDef(entity), user, record) === 'none') return null;
  return (
    <Link to="edit" className={buttonClassName('secondary')}>
      <Pencil aria-hidden="true" className="size-4" />
      {t('actions.edit')}
    </Link>
  );
}
