/**
 * The project form's fields and their translation to the payload the API takes.
 * Tech and image URLs are typed comma-separated, so those are strings in the form; the images
 * already added (typed, or uploaded) are a list, each with its alt text (`projectImages.ts`).
 */
import {
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type Project,
  type ProjectInput,
  type ProjectStatus,
  type ProjectType,
} from '@portfolio/contracts/projects';
import { splitList } from '../logic/text';
import { addImageUrls, pairImages, type ProjectImage, splitImages } from './projectImages';

export interface ProjectFields {
  readonly title: string;
  readonly description: string;
  readonly tech: string;
  readonly type: ProjectType;
  readonly date: string;
  readonly status: ProjectStatus;
  readonly github: string;
  readonly demo: string;
  /** Image URLs typed and not yet added to `images` (comma-separated); a save adds them after the others. */
  readonly imageUrls: string;
  /** The gallery, in order. */
  readonly images: readonly ProjectImage[];
  /** The Draft checkbox: kept from visitors until published. */
  readonly draft: boolean;
}

/** The fields typed or ticked (the images list changes through its own events). */
export type ProjectTextField = Exclude<keyof ProjectFields, 'images'>;

/** One field change, typed so `type` and `status` only take their allowed values. */
export type ProjectFieldChange = {
  [K in ProjectTextField]: { readonly field: K; readonly value: ProjectFields[K] };
}[ProjectTextField];

/** A new project: software, in progress. */
export const NEW_PROJECT_FIELDS: ProjectFields = {
  title: '',
  description: '',
  tech: '',
  type: 'software',
  date: '',
  status: 'in-progress',
  github: '',
  demo: '',
  imageUrls: '',
  images: [],
  draft: false,
};

export function isProjectType(value: string): value is ProjectType {
  return (PROJECT_TYPES as readonly string[]).includes(value);
}

export function isProjectStatus(value: string): value is ProjectStatus {
  return (PROJECT_STATUSES as readonly string[]).includes(value);
}

/** The form's fields of a project as the owner's list has it (`draft` there; a project without it is published). */
export function fieldsFromProject(project: Project & { readonly draft?: boolean }): ProjectFields {
  return {
    title: project.title,
    description: project.description,
    tech: project.tech.join(', '),
    type: project.type,
    date: project.date,
    status: project.status,
    github: project.github ?? '',
    demo: project.demo ?? '',
    imageUrls: '',
    images: pairImages(project.images, project.imageAlts),
    draft: project.draft === true,
  };
}

export function updateField(fields: ProjectFields, change: ProjectFieldChange): ProjectFields {
  return { ...fields, [change.field]: change.value };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** What `add` sends, and what `edit` sends as `update`: the images with their alt texts in the same order. */
export function toProjectPayload(fields: ProjectFields): ProjectInput {
  return {
    title: fields.title.trim(),
    description: fields.description,
    tech: splitList(fields.tech),
    type: fields.type,
    date: fields.date.trim(),
    status: fields.status,
    github: orNull(fields.github),
    demo: orNull(fields.demo),
    ...splitImages(addImageUrls(fields.images, fields.imageUrls)),
    draft: fields.draft,
  };
}

/** Title, description and date must not be blank; an update also needs the selected project. */
export function canSubmitProject(form: {
  readonly mode: 'add' | 'edit';
  readonly fields: ProjectFields;
  readonly selectedId: string | null;
}): boolean {
  const { title, description, date } = form.fields;
  const filled = [title, description, date].every((value) => value.trim() !== '');
  return filled && (form.mode === 'add' || form.selectedId !== null);
}
