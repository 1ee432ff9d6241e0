import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EntityTable, type EntityColumn, type EntityRow } from '../../../lib/entities/entity-table';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Button } from '../../../ui/button';
import { TEXT_LINK_CLASS } from '../../../ui/text-link';
import { isPressOfficer } from '../organizations/media-permissions';
import { TagDialog, type TagRow } from './tag-dialog';

/** The columns; a press officer opens a tag from its name. */
function tagColumns(open: ((row: EntityRow) => void) | undefined): EntityColumn[] {
  return [
    { field: 'No', hidden: true },
    {
      field: 'Name',
      hideable: false,
      ...(open
        ? {
            cell: (row: EntityRow) => (
              <button type="button" className={TEXT_LINK_CLASS} onClick={() => open(row)}>
                {String(row.name)}
              </button>
            ),
          }
        : {}),
    },
    { field: 'Description' },
    { field: 'ArticleCount', align: 'end' },
    { field: 'PressReleaseCount', align: 'end' },
  ];
}

/** The tags texts carry, with how many published ones carry each; press officers add, edit and remove them. */
export function TagsTab() {
  const { t } = useTranslation('articles');
  const keeper = isPressOfficer(useCurrentUser());
  // `null`: a new tag; undefined: no dialog.
  const [editing, setEditing] = useState<TagRow | null | undefined>();
  const onOpen = useMemo(() => (keeper ? (row: EntityRow) => setEditing(row as TagRow) : undefined), [keeper]);
  const columns = useMemo(() => tagColumns(onOpen), [onOpen]);
  return (
    <div className="flex flex-col gap-3">
      {keeper ? (
        <div>
          <Button variant="secondary" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('tags.new')}
          </Button>
        </div>
      ) : null}
      <EntityTable
        entity="Tag"
        listId="article-tags"
        caption={t('tags.title')}
        columns={columns}
        extraFields={['Version']}
        defaultSort={{ id: 'Name', desc: false }}
        {...(onOpen ? { onOpen } : {})}
      />
      {editing !== undefined ? <TagDialog tag={editing ?? undefined} onClose={() => setEditing(undefined)} /> : null}
    </div>
  );
}
