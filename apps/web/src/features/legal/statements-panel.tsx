import { useTranslation } from 'react-i18next';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { FoldablePanel } from '../../ui/foldable-panel';

function Statement({ title, text, emptyText }: { title: string; text: string | null; emptyText: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {text ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-900">{text}</p>
      ) : (
        <p className="text-sm text-slate-600">{emptyText}</p>
      )}
    </div>
  );
}

/** What the applicant and the player say, and for a change the current federation's answer once given. */
export function StatementsPanel({ dossier }: { dossier: TCaseDossier }) {
  const { t } = useTranslation('legal');
  return (
    <FoldablePanel title={t('statements.title')}>
      <div className="flex flex-col gap-4">
        <Statement
          title={t('fields.applicantStatement')}
          text={dossier.applicantStatement}
          emptyText={t('statements.none')}
        />
        <Statement
          title={t('fields.playerStatement')}
          text={dossier.playerStatement}
          emptyText={t('statements.none')}
        />
        {dossier.kind === 'originChange' ? (
          <Statement
            title={t('fields.currentFederationStatement')}
            text={dossier.currentFederationStatement}
            emptyText={t('statements.notYet')}
          />
        ) : null}
      </div>
    </FoldablePanel>
  );
}
