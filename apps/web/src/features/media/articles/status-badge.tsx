import { useTranslation } from 'react-i18next';
import type { ArticleStatus } from '@libero/shared/media/articles';
import { Badge, type BadgeTone } from '../../../ui/badge';

const TONES: Readonly<Record<ArticleStatus, BadgeTone>> = {
  draft: 'neutral',
  inReview: 'warning',
  published: 'success',
  archived: 'plain',
};

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation('articles');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
