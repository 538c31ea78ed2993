import type { SiteConfig } from '@portfolio/contracts/config';
import { useCallback, useState } from 'react';
import { fetchStoredConfig } from '../../../api/adminApi';
import { ABOUT_MESSAGES } from '../logic/messages';
import { type ConfigFields, configFields } from '../logic/payloads';
import { loadFailure, type StatusMessage } from '../logic/status';
import { hasChanges } from '../unsaved/unsavedChanges';

/**
 * The about tab's draft of the site config, held by the workspace (not the tab) so that a resume
 * upload can put its new link into an open draft, and saving the draft does not undo the upload.
 */
export function useConfigDraft() {
  const [fields, setFields] = useState<ConfigFields | null>(null);
  // What the server holds, as fields: the draft differs from it while it has unsaved changes.
  const [saved, setSaved] = useState<ConfigFields | null>(null);
  const [loadError, setLoadError] = useState<StatusMessage | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const config = await fetchStoredConfig();
      setSaved(configFields(config));
      setFields((current) => current ?? configFields(config));
    } catch (error) {
      setLoadError(loadFailure(ABOUT_MESSAGES.loadFailed, error));
    }
  }, []);

  const change = useCallback((field: keyof ConfigFields, value: string) => {
    setFields((current) => (current === null ? current : { ...current, [field]: value }));
  }, []);

  /** After a save: the draft becomes what the server stored. */
  const reset = useCallback((config: SiteConfig) => {
    setSaved(configFields(config));
    setFields(configFields(config));
  }, []);

  const unsaved = fields !== null && saved !== null && hasChanges(fields, saved);
  return { fields, loadError, load, change, reset, unsaved };
}

export type ConfigDraft = ReturnType<typeof useConfigDraft>;
