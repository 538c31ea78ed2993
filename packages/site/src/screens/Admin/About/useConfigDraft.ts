import { emptySiteConfig, siteConfigInputSchema } from '@portfolio/contracts/config';
import { useCallback, useState } from 'react';
import { fetchStoredConfig, saveSiteConfig } from '../../../http/adminApi';
import { setSiteConfig } from '../../../data/siteConfig';
import { editorForm } from '../form/editorForm';
import { useAdminForm } from '../form/useAdminForm';
import { ABOUT_MESSAGES } from '../logic/messages';
import { configFields, configFromFields } from '../logic/payloads';
import { loadFailure, type StatusMessage } from '../logic/status';
import { skillsProblem } from './skillsModel';

const MESSAGES = { savingDetails: ABOUT_MESSAGES.saving, detailsSaved: ABOUT_MESSAGES.saved, detailsFailed: ABOUT_MESSAGES.saveFailed };

/**
 * The about tab's form on the site config as stored, held by the workspace (not the tab) so that a
 * resume upload can put its new link into an open draft, and saving the draft does not undo the
 * upload. Once saved (or a version restored), the draft and the site's config are what the server holds.
 */
export function useConfigDraft() {
  const [loadError, setLoadError] = useState<StatusMessage | null>(null);
  const form = useAdminForm(editorForm({ blank: configFields(emptySiteConfig()), afterSave: 'restart', messages: MESSAGES }), {
    request: ({ fields }) => configFromFields(fields),
    schema: siteConfigInputSchema,
    send: saveSiteConfig,
    stored: (config) => ({ details: configFields(config) }),
    onSaved: setSiteConfig,
    // Skills that are not JSON are kept as typed and not sent: the problem shows under them.
    validate: ({ skillsJson }) => {
      const problem = skillsProblem(skillsJson);
      return problem === undefined ? {} : { skillsJson: problem };
    },
  });
  const { actor } = form;

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const config = await fetchStoredConfig();
      actor.send({ type: 'editor.editDetails', entry: { id: 'config', details: configFields(config) } });
    } catch (error) {
      setLoadError(loadFailure(ABOUT_MESSAGES.loadFailed, error));
    }
  }, [actor]);

  const reloadRestored = useCallback(async () => {
    try {
      const stored = await fetchStoredConfig();
      setSiteConfig(stored);
      actor.send({ type: 'editor.reset', details: configFields(stored) });
    } catch {
      // The restore itself worked (the history says so); the draft keeps what it held.
    }
  }, [actor]);

  return { form, loadError, load, reloadRestored };
}

export type ConfigDraft = ReturnType<typeof useConfigDraft>;
