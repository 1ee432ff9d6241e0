import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { NAV_ICONS } from './nav-icons';
import { isCurrentLink, type NavItem, type NavSection, type NavSectionKey } from './navigation';

/** Sections that are a single entry show no heading of their own. */
const WITHOUT_HEADING: ReadonlySet<NavSectionKey> = new Set(['dashboard', 'privacyPolicy']);

export type SidebarNavProps = {
  sections: readonly NavSection[];
  /** Icons only: labels are kept for assistive technologies and shown as tooltips. */
  collapsed?: boolean;
  /** Called after an entry is chosen (the mobile sidebar closes). */
  onNavigate?: () => void;
  onRestartTour: () => void;
};

const ENTRY =
  'flex min-h-9 w-full items-center gap-3 rounded-md px-2.5 py-1.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-600';
const IDLE = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const CURRENT = 'bg-sky-50 font-medium text-sky-900 ring-1 ring-sky-200';

function Entry({ item, collapsed, onNavigate, onRestartTour }: { item: NavItem } & Omit<SidebarNavProps, 'sections'>) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const Icon = NAV_ICONS[item.key];
  const label = t(`navigation.items.${item.key}`);
  const content = (
    <>
      <Icon aria-hidden="true" className="size-4.5 shrink-0" />
      <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{label}</span>
    </>
  );
  const layout = `${ENTRY} ${collapsed ? 'justify-center px-0' : ''}`;
  const tooltip = collapsed ? label : undefined;

  if (item.kind === 'link') {
    const current = isCurrentLink(item.to, pathname, search);
    return (
      <Link
        to={item.to}
        title={tooltip}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        className={`${layout} ${current ? CURRENT : IDLE}`}
      >
        {content}
      </Link>
    );
  }
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" title={tooltip} className={`${layout} ${IDLE}`}>
        {content}
        {collapsed ? null : <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />}
        <span className="sr-only">{t('navigation.newTab')}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      title={tooltip}
      onClick={() => {
        onNavigate?.();
        onRestartTour();
      }}
      className={`${layout} ${IDLE}`}
    >
      {content}
    </button>
  );
}

function Section({ section, ...props }: { section: NavSection } & Omit<SidebarNavProps, 'sections'>) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const heading = !WITHOUT_HEADING.has(section.key);
  return (
    <li className={heading ? 'pt-3' : ''}>
      {heading ? (
        <h2
          id={headingId}
          className={
            props.collapsed ? 'sr-only' : 'px-2.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase'
          }
        >
          {t(`navigation.sections.${section.key}`)}
        </h2>
      ) : null}
      {heading && props.collapsed ? <hr aria-hidden="true" className="mx-2 mb-2 border-slate-200" /> : null}
      <ul aria-labelledby={heading ? headingId : undefined} className="flex flex-col gap-0.5">
        {section.items.map((item) => (
          <li key={item.key}>
            <Entry item={item} {...props} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The sidebar's sections and entries (SPEC §2), the same on wide and narrow screens. */
export function SidebarNav({ sections, ...props }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('navigation.label')} className="px-2 py-3">
      <ul className="flex flex-col">
        {sections.map((section) => (
          <Section key={section.key} section={section} {...props} />
        ))}
      </ul>
    </nav>
  );
}
