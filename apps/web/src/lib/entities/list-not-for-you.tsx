import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import type { RoleRule } from '@libero/shared/registry/types';

export type ListNotForYouProps = {
  /** The entity's `list` rule, which this user does not meet. */
  rule: RoleRule;
  /** What the page is for, in the page's own words; the rule's readers are named after it. */
  explanation?: string;
};

/**
 * What a list page shows a user its entity's rules keep out (the server would refuse the list):
 * what the page is for and who sees it, instead of an error.
 */
export function ListNotForYou({ rule, explanation }: ListNotForYouProps) {
  const { t, i18n } = useTranslation(['table', 'common']);
  const readers =
    typeof rule === 'object'
      ? t('table:notForYou.readers', {
          types: new Intl.ListFormat(i18n.language, { type: 'unit', style: 'long' }).format(
            rule.types.map((type) => t(`common:userTypes.${type}`)),
          ),
        })
      : t('table:notForYou.admins');
  return (
    <section
      aria-labelledby="list-not-for-you"
      className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-4 py-5 text-sm text-slate-700"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
      <div className="space-y-1">
        <h2 id="list-not-for-you" className="font-semibold text-slate-900">
          {t('table:notForYou.title')}
        </h2>
        {explanation ? <p>{explanation}</p> : null}
        <p>{readers}</p>
      </div>
    </section>
  );
}
