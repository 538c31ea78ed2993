import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useAdmin } from './AdminContext';
import { AboutPanel } from './About/AboutPanel';
import { useConfigDraft } from './About/useConfigDraft';
import { ArtPanel } from './Art/ArtPanel';
import { ProjectsPanel } from './Projects/ProjectsPanel';
import { UploadsPanel } from './Uploads/UploadsPanel';
import { UnsavedScope, useConfirmLeave, useUnsavedTabs } from './unsaved/useUnsavedChanges';
import { WritingPanel } from './Writing/WritingPanel';
import layout from './Admin.module.css';

/** The admin tabs, in this order. */
export const ADMIN_TABS = ['uploads', 'art', 'writing', 'projects', 'about'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export interface AdminWorkspaceProps {
  /** Hidden (not unmounted) while the owner logs in again after a session ended: drafts stay. */
  readonly hidden?: boolean;
  readonly initialTab?: AdminTab;
}

/**
 * The tabs. A panel mounts the first time its tab is opened and then stays mounted (hidden when
 * another tab is shown), so switching tabs keeps what was typed, and lists load only when wanted.
 * Leaving a tab whose forms hold unsaved changes asks first; a tab holding some is marked.
 */
export function AdminWorkspace({ hidden = false, initialTab = 'uploads' }: AdminWorkspaceProps) {
  const { rules } = useAdmin();
  const [active, setActive] = useState<AdminTab>(initialTab);
  const [visited, setVisited] = useState<ReadonlySet<AdminTab>>(() => new Set([initialTab]));
  const configDraft = useConfigDraft();
  const tabRefs = useRef(new Map<AdminTab, HTMLButtonElement>());
  const baseId = useId();
  const confirmLeave = useConfirmLeave();
  const unsavedTabs = useUnsavedTabs();

  /** Opens `tab`, or stays (false) when the owner chose not to leave unsaved changes. */
  const open = (tab: AdminTab): boolean => {
    if (tab !== active && !confirmLeave(active)) return false;
    setActive(tab);
    setVisited((current) => (current.has(tab) ? current : new Set([...current, tab])));
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ADMIN_TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? ADMIN_TABS[(index + 1) % ADMIN_TABS.length]
        : event.key === 'ArrowLeft'
          ? ADMIN_TABS[(index - 1 + ADMIN_TABS.length) % ADMIN_TABS.length]
          : event.key === 'Home'
            ? ADMIN_TABS[0]
            : event.key === 'End'
              ? ADMIN_TABS[ADMIN_TABS.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    if (open(next)) tabRefs.current.get(next)?.focus();
  };

  const panels: Record<AdminTab, () => ReactNode> = {
    uploads: () => (
      <UploadsPanel onUploaded={(url) => configDraft.form.change('resumeDownloadLink', url)} />
    ),
    art: () => <ArtPanel />,
    writing: () => <WritingPanel />,
    projects: () => <ProjectsPanel />,
    about: () => (rules.aboutTab ? <AboutPanel draft={configDraft} /> : null),
  };

  return (
    <div className={layout.workspace} hidden={hidden}>
      <div role="tablist" aria-label="Admin sections" className={layout.tabs} onKeyDown={onKeyDown}>
        {ADMIN_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className={layout.tab}
            aria-describedby={unsavedTabs.has(tab) ? `${baseId}-unsaved` : undefined}
            onClick={() => open(tab)}
          >
            {tab}
            {/* Out of the tab's name (the spec's word), in its description. */}
            {unsavedTabs.has(tab) ? (
              <span aria-hidden="true" className={layout.unsavedMark}>
                {' •'}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <span id={`${baseId}-unsaved`} hidden>
        has unsaved changes
      </span>
      {ADMIN_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          hidden={tab !== active}
          tabIndex={0}
          className={layout.panel}
        >
          {visited.has(tab) ? <UnsavedScope name={tab}>{panels[tab]()}</UnsavedScope> : null}
        </div>
      ))}
    </div>
  );
}
