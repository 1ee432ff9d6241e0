import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { buttonClassName } from '../../ui/button';
import { useSignedInUser } from '../session/current-user';
import { mayImport, newImportPath } from './importable-entities';

/** "Import" above a list, for the users who may create its records from a spreadsheet. */
export function ImportLink({ entity }: { entity: string }) {
  const { t } = useTranslation('table');
  const user = useSignedInUser();
  if (!mayImport(entity, user)) return null;
  return (
    <Link to={newImportPath(entity)} className={buttonClassName('secondary')} title={t('import.label')}>
      <Upload aria-hidden="true" className="size-4" />
      {t('import.button')}
    </Link>
  );
}
