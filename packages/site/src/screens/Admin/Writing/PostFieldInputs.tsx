import { useRef } from 'react';
import { DraftCheckbox } from '../Drafts/DraftCheckbox';
import { DRAFT_ON, isDraftText } from '../Drafts/draftFields';
import { DateField, TextField } from '../Fields';
import { MarkdownPreview } from '../MarkdownPreview/MarkdownPreview';
import { InsertImage } from './InsertImage';
import forms from '../Forms.module.css';

export type PostField = 'title' | 'date' | 'kind' | 'content' | 'draft';

export interface PostFieldInputsProps {
  readonly values: Readonly<Record<PostField, string>>;
  readonly onChange: (field: PostField, value: string) => void;
  readonly rows?: number;
}

/** Title, date, kind, Markdown content (with "Insert image" and its preview) and Draft: the add form and the edit form. */
export function PostFieldInputs({ values, onChange, rows = 8 }: PostFieldInputsProps) {
  const content = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <TextField label="Title" value={values.title} onChange={(value) => onChange('title', value)} required />
      <div className={forms.row}>
        <DateField value={values.date} onChange={(value) => onChange('date', value)} />
        <TextField label="Kind" value={values.kind} onChange={(value) => onChange('kind', value)} />
      </div>
      <MarkdownPreview content={values.content}>
        <TextField
          label="Content (Markdown)"
          value={values.content}
          onChange={(value) => onChange('content', value)}
          multiline
          rows={rows}
          textareaRef={content}
        />
        <InsertImage textarea={content} onInsert={(value) => onChange('content', value)} />
      </MarkdownPreview>
      <DraftCheckbox checked={isDraftText(values.draft)} onChange={(checked) => onChange('draft', checked ? DRAFT_ON : '')} />
    </>
  );
}
