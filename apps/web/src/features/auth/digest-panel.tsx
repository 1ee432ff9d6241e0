import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZDigestChoice, type TDigestChoice } from '@libero/shared/auth/current-user';
import { getJson, putJson } from '../../lib/http';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { FoldablePanel } from '../../ui/foldable-panel';
import { CheckboxField } from '../../ui/form-controls';

const NOTICE_MS = 4000;

const digestQuery = queryOptions({
  queryKey: ['auth', 'me', 'digest'],
  queryFn: (): Promise<TDigestChoice> => getJson('/auth/me/digest', ZDigestChoice),
});

/**
 * Whether the user receives, each morning, the e-mail of what is new or overdue in their work
 * queue (issue #26); saved as soon as it is ticked. An administrator acting as someone sees it only.
 */
export function DigestPanel({ locked }: { locked: boolean }) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const choice = useQuery(digestQuery);
  const change = useMutation({
    mutationFn: (digest: boolean) => putJson('/auth/me/digest', { digest }, ZDigestChoice),
    onSuccess: (saved) => {
      client.setQueryData(digestQuery.queryKey, saved);
      notify({
        kind: 'digest-saved',
        tone: 'success',
        message: t(saved.digest ? 'digest.on' : 'digest.off'),
        duration: NOTICE_MS,
      });
    },
  });
  return (
    <FoldablePanel title={t('digest.title')} loading={choice.isPending}>
      {choice.isError ? <Alert tone="error">{errorMessage(choice.error)}</Alert> : null}
      {choice.data ? (
        <div className="flex flex-col gap-2">
          <CheckboxField
            label={t('digest.label')}
            checked={change.isPending ? change.variables : choice.data.digest}
            disabled={locked || change.isPending}
            onChange={(event) => change.mutate(event.target.checked)}
          />
          <p className="text-xs text-slate-600">{t('digest.hint')}</p>
        </div>
      ) : null}
    </FoldablePanel>
  );
}
