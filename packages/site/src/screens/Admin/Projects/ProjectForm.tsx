import { PROJECT_STATUSES, PROJECT_TYPES } from '@portfolio/contracts/projects';
import { useId } from 'react';
import { AdminForm, CancelButton, FormActions } from '../AdminForm';
import { DraftCheckbox } from '../Drafts/DraftCheckbox';
import { DateField, FieldError, SelectField, TextField } from '../Fields';
import type { ProjectFormModel } from './projectForm';
import { ProjectImagesField } from './ProjectImagesField';
import forms from '../Forms.module.css';

/**
 * The add / edit form (add and update need title, description and date; update a selected project;
 * neither while an image is still uploading: the machine's `form.submit`).
 */
export function ProjectForm({ form }: { readonly form: ProjectFormModel }) {
  const { fields, errors, actor } = form;
  const { mode, uploads } = form.snapshot.context;
  const imagesErrorId = useId();
  const editing = mode === 'edit';

  return (
    <AdminForm label={editing ? 'Edit project' : 'Add project'} onSubmit={form.submit}>
      <TextField label="Title" {...form.field('title')} required />
      <TextField label="Description" {...form.field('description')} multiline required />
      <TextField label="Tech (comma-separated)" {...form.field('tech')} placeholder="React, TypeScript" />
      <div className={forms.row}>
        <SelectField label="Type" value={fields.type} options={PROJECT_TYPES} onChange={(value) => actor.send({ type: 'form.change', field: 'type', value })} />
        <SelectField
          label="Status"
          value={fields.status}
          options={PROJECT_STATUSES}
          onChange={(value) => actor.send({ type: 'form.change', field: 'status', value })}
        />
        <DateField {...form.field('date')} />
      </div>
      <TextField label="GitHub URL" type="url" {...form.field('github')} placeholder="https://github.com/…" />
      <TextField label="Demo URL" type="url" {...form.field('demo')} placeholder="https://…" />
      <ProjectImagesField
        images={fields.images}
        imageUrls={fields.imageUrls}
        uploads={uploads}
        onUrlsChange={(value) => form.change('imageUrls', value)}
        onImages={(event) => actor.send(event)}
      />
      <FieldError id={`${imagesErrorId}-images`} error={errors.images ?? errors.imageAlts} />
      <DraftCheckbox checked={fields.draft} onChange={(value) => actor.send({ type: 'form.change', field: 'draft', value })} />
      <FormActions submit={editing ? 'Update Project' : 'Add Project'} disabled={!form.canSubmit}>
        {editing ? <CancelButton onClick={form.cancel} disabled={form.saving} /> : null}
      </FormActions>
    </AdminForm>
  );
}
