import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NF_CATEGORIES } from '@libero/shared/registry/bodies';
import { useCommand } from '../../lib/entities/entity-queries';
import type { EntityRow } from '../../lib/entities/entity-table';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FoldablePanel } from '../../ui/foldable-panel';
import { SelectField } from '../../ui/form-controls';

const NOTICE_MS = 4000;

type NfCategory = (typeof NF_CATEGORIES)[number];
const isNfCategory = (value: unknown): value is NfCategory => (NF_CATEGORIES as readonly unknown[]).includes(value);

/** The category shown and the choice of a new one; starts again from each version of the record (its key). */
function NfCategoryEditor({ record }: { record: EntityRow }) {
  const { t } = useTranslation(['bodies', 'common']);
  const current = isNfCategory(record.nfCategory) ? record.nfCategory : '';
  const [choice, setChoice] = useState<string>(current);
  const { save } = useCommand('Federation', { silent: true });
  const options = NF_CATEGORIES.map((category) => ({ value: category, label: t(`nfCategories.${category}`) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice || choice === current) return;
    save.mutate(
      { No: Number(record.no), Version: Number(record.version), NfCategory: choice },
      {
        onSuccess: () =>
          notify({ kind: 'nf-category-saved', tone: 'success', message: t('nf.saved'), duration: NOTICE_MS }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="flex flex-col">
        <dt className="text-xs text-slate-600">{t('nf.current')}</dt>
        <dd className={current ? 'font-medium text-slate-900' : 'text-slate-500'}>
          {current ? t(`nfCategories.${current}`) : t('nf.none')}
        </dd>
      </dl>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('nf.change')}
          emptyLabel={t('nf.choose')}
          options={options}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            save.reset();
          }}
          className="w-full sm:w-56"
        />
        <Button
          type="submit"
          disabled={!choice || choice === current}
          pending={save.isPending}
          pendingLabel={t('common:actions.saving')}
        >
          {t('common:actions.save')}
        </Button>
      </form>
      {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
    </div>
  );
}

/**
 * A federation's NF category, for the holders of the `nfCategorization` grant (and admins): shown,
 * and changed in place. The Save sends the category only, which the grant lets them write on any
 * federation; the record read again afterwards gives the editor its new version.
 */
export function NfCategoryPanel({ record, loading }: { record: EntityRow | undefined; loading: boolean }) {
  const { t } = useTranslation('bodies');
  return (
    <FoldablePanel title={t('panels.nfCategorization')} loading={loading}>
      {record ? <NfCategoryEditor key={String(record.version)} record={record} /> : null}
    </FoldablePanel>
  );
}
