import type { ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Tabs } from '../ui/tabs';
import { errorMessage } from './error-message';
import { PageLayout } from './page-layout';
import { isNotFoundError } from './query-content';
import { useTabParam } from './routing/use-tab-param';

/** What the page needs of its record's query. */
export type RecordQuery<R> = { record: R | undefined; isError: boolean; error: unknown };

export type TabbedRecordPageProps<T extends string, R, P extends object> = {
  query: RecordQuery<R>;
  /** The page's heading and document title. */
  title: string;
  /** Known not to exist before asking (a malformed number in the address). */
  notFound: boolean;
  /** Said when the record does not exist, or is not one the viewer may see. */
  notFoundText: string;
  loadingText: string;
  /** Shown above the tabs once the record is there. */
  header: (record: R) => ReactNode;
  /** Names the tab list for assistive technologies. */
  tabsLabel: string;
  /** The tabs in their order, the first one shown when the address names none. */
  tabs: readonly T[];
  tabLabel: (id: T) => string;
  content: Record<T, (props: P) => ReactNode>;
  /** What each tab's content is given. */
  tabProps: (record: R) => P;
};

/**
 * A full-width page of one record in parts, one tab each (kept in the address, see `useTabParam`):
 * not found, the error, loading, or the record's header and its selected tab.
 */
export function TabbedRecordPage<T extends string, R, P extends object>(props: TabbedRecordPageProps<T, R, P>) {
  return (
    <PageLayout title={props.title} fullscreen>
      <RecordState {...props} />
    </PageLayout>
  );
}

function RecordState<T extends string, R, P extends object>(props: TabbedRecordPageProps<T, R, P>) {
  const { query, notFound, notFoundText, loadingText } = props;
  const [tab, select] = useTabParam(props.tabs);
  if (notFound || isNotFoundError(query.error)) return <Alert tone="error">{notFoundText}</Alert>;
  if (query.isError) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  if (!query.record)
    return (
      <p role="status" className="text-sm text-slate-600">
        {loadingText}
      </p>
    );
  const Content: (props: P) => ReactNode = props.content[tab];
  return (
    <>
      {props.header(query.record)}
      <Tabs
        label={props.tabsLabel}
        tabs={props.tabs.map((id) => ({ id, label: props.tabLabel(id) }))}
        selected={tab}
        onSelect={select}
      >
        <Content {...props.tabProps(query.record)} />
      </Tabs>
    </>
  );
}
