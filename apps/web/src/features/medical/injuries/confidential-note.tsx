import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';

/** Says, on every page showing injuries, that they are confidential and that reading them is recorded. */
export function ConfidentialNote() {
  const { t } = useTranslation('injuries');
  return (
    <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('confidential')}
    </p>
  );
}
