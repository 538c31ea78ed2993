import { ItemButton } from '../ListItem';
import { DRAFT_TEXTS } from './draftFields';
import forms from '../Forms.module.css';

export interface DraftActionsProps {
  /** The item's name in the buttons' accessible names (`Publish {name}`). */
  readonly name: string;
  /** Its visitor page (`/writing/{slug}`, `/projects/{id}`), which shows the owner a draft as visitors will see it. */
  readonly href: string;
  /** Publish is disabled while another write of the list runs. */
  readonly busy: boolean;
  readonly onPublish: () => void;
}

/** A draft's buttons in an admin list: open its page in a new tab, and publish it (one edit: `draft: false`). */
export function DraftActions({ name, href, busy, onPublish }: DraftActionsProps) {
  return (
    <>
      <a className={forms.secondaryButton} href={href} target="_blank" rel="noopener noreferrer" aria-label={`${DRAFT_TEXTS.open} ${name}`}>
        {DRAFT_TEXTS.open}
      </a>
      <ItemButton label={DRAFT_TEXTS.publish} name={`${DRAFT_TEXTS.publish} ${name}`} disabled={busy} onClick={onPublish} />
    </>
  );
}
