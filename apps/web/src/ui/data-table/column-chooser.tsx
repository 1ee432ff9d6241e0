import * as Menu from '@radix-ui/react-dropdown-menu';
import type { Column } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Check, Columns3 } from 'lucide-react';
import { Button } from '../button';

type ColumnChooserProps<Row> = {
  /** The columns the user may hide or show. */
  columns: readonly Column<Row>[];
  headerOf: (columnId: string) => string;
};

/** A menu of checkboxes that show or hide the table's columns; it stays open between toggles. */
export function ColumnChooser<Row>({ columns, headerOf }: ColumnChooserProps<Row>) {
  const { t } = useTranslation('table');
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="secondary">
          <Columns3 aria-hidden="true" className="size-4" />
          {t('columns.button')}
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-48 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg motion-safe:animate-fade-in"
        >
          <Menu.Label className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('columns.label')}
          </Menu.Label>
          {columns.map((column) => (
            <Menu.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onCheckedChange={(checked) => column.toggleVisibility(checked)}
              onSelect={(event) => event.preventDefault()}
              className="relative flex min-h-9 cursor-default items-center rounded-md py-1.5 pr-2 pl-8 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-sky-50 data-[highlighted]:text-sky-900"
            >
              <Menu.ItemIndicator className="absolute left-2 inline-flex">
                <Check aria-hidden="true" className="size-4" />
              </Menu.ItemIndicator>
              {headerOf(column.id)}
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
