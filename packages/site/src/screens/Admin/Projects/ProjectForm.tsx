import { PROJECT_STATUSES, PROJECT_TYPES } from '@portfolio/contracts/projects';
import { useId } from 'react';
import { AdminForm, CancelButton, FormActions } from '../AdminForm';
import { DraftCheckbox } from '../Drafts/DraftCheckbox';
import { DateField, FieldError, SelectField, TextField } from '../Fields';
import type { FieldErrors } from '../logic/fieldErrors';
import type { ProjectFieldChange } from './projectFields';
import type { ProjectFormContext } from './projectFormMachine';
import { ProjectImagesField, type ProjectImagesEvent } from './ProjectImagesField';
import forms from '../Forms.module.css';

export interface ProjectFormProps {
  readonly form: ProjectFormContext;
  /** Each field's problem after a failed save, shown under it. */
  readonly errors?: FieldErrors;
  /** The machine's answer to `form.submit` (title, description and date filled, and not while saving). */
  readonly canSubmit: boolean;
  readonly saving: boolean;
  readonly onChange: (change: ProjectFieldChange) => void;
  /** Adding, uploading, ordering, describing and removing images. */
  readonly onImages: (event: ProjectImagesEvent) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/**
 * The add / edit form (add and update need title, description and date; update a selected project;
 * neither while an image is still uploading).
 */
export function ProjectForm({ form, errors = {}, canSubmit, saving, onChange, onImages, onSubmit, onCancel }: ProjectFormProps) {
  const { fields } = form;
  const imagesErrorId = useId();
  const editing = form.mode === 'edit';
  const text = (field: 'title' | 'description' | 'tech' | 'date' | 'github' | 'demo' | 'imageUrls') => (value: string) =>
    onChange({ field, value });

  return (
    <AdminForm label={editing ? 'Edit project' : 'Add project'} onSubmit={onSubmit}>
      <TextField label="Title" value={fields.title} onChange={text('title')} required error={errors.title} />
      <TextField label="Description" value={fields.description} onChange={text('description')} multiline required error={errors.description} />
      <TextField label="Tech (comma-separated)" value={fields.tech} onChange={text('tech')} placeholder="React, TypeScript" error={errors.tech} />
      <div className={forms.row}>
        <SelectField label="Type" value={fields.type} options={PROJECT_TYPES} onChange={(value) => onChange({ field: 'type', value })} />
        <SelectField
          label="Status"
          value={fields.status}
          options={PROJECT_STATUSES}
          onChange={(value) => onChange({ field: 'status', value })}
        />
        <DateField value={fields.date} onChange={text('date')} error={errors.date} />
      </div>
      <TextField label="GitHub URL" type="url" value={fields.github} onChange={text('github')} placeholder="https://github.com/…" error={errors.github} />
      <TextField label="Demo URL" type="url" value={fields.demo} onChange={text('demo')} placeholder="https://…" error={errors.demo} />
      <ProjectImagesField
        images={fields.images}
        imageUrls={fields.imageUrls}
        uploads={form.uploads}
        onUrlsChange={text('imageUrls')}
        onImages={onImages}
      />
      <FieldError id={`${imagesErrorId}-images`} error={errors.images ?? errors.imageAlts} />
      <DraftCheckbox checked={fields.draft} onChange={(value) => onChange({ field: 'draft', value })} />
      <FormActions submit={editing ? 'Update Project' : 'Add Project'} disabled={!canSubmit}>
        {editing ? <CancelButton onClick={onCancel} disabled={saving} /> : null}
      </FormActions>
    </AdminForm>
  );
}
