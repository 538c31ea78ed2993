import { useRef } from 'react';
import { DraftCheckbox } from '../Drafts/DraftCheckbox';
import { DRAFT_ON, isDraftText } from '../Drafts/draftFields';
import { DateField, TextField } from '../Fields';
import type { FieldErrors } from '../logic/fieldErrors';
import { MarkdownPreview } from '../MarkdownPreview/MarkdownPreview';
import { InsertImage } from './InsertImage';
import forms from '../Forms.module.css';

export type PostField = 'title' | 'date' | 'kind' | 'content' | 'draft';

export interface PostFieldInputsProps {
  readonly values: Readonly<Record<PostField, string>>;
  readonly onChange: (field: PostField, value: string) => void;
  readonly rows?: number;
  /** Each field's problem after a failed save, shown under it. */
  readonly errors?: FieldErrors;
}

/** Title, date, kind, Markdown content (with "Insert image" and its preview) and Draft: the add form and the edit form. */
export function PostFieldInputs({ values, onChange, rows = 8, errors = {} }: PostFieldInputsProps) {
  const content = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <TextField label="Title" value={values.title} onChange={(value) => onChange('title', value)} required error={errors.title} />
      <div className={forms.row}>
        <DateField value={values.date} onChange={(value) => onChange('date', value)} error={errors.date} />
        <TextField label="Kind" value={values.kind} onChange={(value) => onChange('kind', value)} error={errors.kind} />
      </div>
      <MarkdownPreview content={values.content}>
        <TextField
          label="Content (Markdown)"
          value={values.content}
          onChange={(value) => onChange('content', value)}
          multiline
          rows={rows}
          textareaRef={content}
          error={errors.content}
        />
        <InsertImage textarea={content} onInsert={(value) => onChange('content', value)} />
      </MarkdownPreview>
      <DraftCheckbox checked={isDraftText(values.draft)} onChange={(checked) => onChange('draft', checked ? DRAFT_ON : '')} />
    </>
  );
}
