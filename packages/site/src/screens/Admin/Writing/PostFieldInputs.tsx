import { useRef } from 'react';
import { DraftCheckbox } from '../Drafts/DraftCheckbox';
import { DRAFT_ON, isDraftText } from '../Drafts/draftFields';
import { DateField, TextField } from '../Fields';
import type { EditorForm } from '../form/editorForm';
import type { PostFields } from '../logic/payloads';
import { MarkdownPreview } from '../MarkdownPreview/MarkdownPreview';
import { InsertImage } from './InsertImage';
import forms from '../Forms.module.css';

export interface PostFieldInputsProps {
  /** The add form or the open post's editor. */
  readonly form: Pick<EditorForm<PostFields>, 'fields' | 'field' | 'change'>;
  readonly rows?: number;
}

/** Title, date, kind, Markdown content (with "Insert image" and its preview) and Draft: the add form and the edit form. */
export function PostFieldInputs({ form, rows = 8 }: PostFieldInputsProps) {
  const content = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <TextField label="Title" {...form.field('title')} required />
      <div className={forms.row}>
        <DateField {...form.field('date')} />
        <TextField label="Kind" {...form.field('kind')} />
      </div>
      <MarkdownPreview content={form.fields.content}>
        <TextField label="Content (Markdown)" {...form.field('content')} multiline rows={rows} textareaRef={content} />
        <InsertImage textarea={content} onInsert={(value) => form.change('content', value)} />
      </MarkdownPreview>
      <DraftCheckbox checked={isDraftText(form.fields.draft)} onChange={(checked) => form.change('draft', checked ? DRAFT_ON : '')} />
    </>
  );
}
