/** What each admin form sends, built from the form's strings. */
import { type ArtAdminRequest, type ArtEntry, isArtKind } from '@portfolio/contracts/art';
import type { SiteConfig } from '@portfolio/contracts/config';
import type { ProjectAdminRequest } from '@portfolio/contracts/projects';
import { DEFAULT_WRITING_KIND, type WritingAdminPost, type WritingAdminRequest } from '@portfolio/contracts/writing';
import type { EditorFields } from '@portfolio/terminal-ui/machines/editorMachine';
import { draftText, isDraftText } from '../Drafts/draftFields';
import type { ProjectSaveInput } from '../Projects/projectFormMachine';
import { joinLines, splitLines } from './text';

// Art ------------------------------------------------------------------------------------------

// Type aliases, not interfaces: the forms hold them in editorMachine, as text.
export type ArtAddFields = {
  readonly kind: string;
  readonly title: string;
  readonly creator: string;
  readonly date: string;
  readonly content: string;
};

export const ART_REQUIRED = ['title', 'creator', 'date'] as const;

export const NEW_ART_ENTRY: ArtAddFields = { kind: 'music', title: '', creator: '', date: '', content: '' };

export function artAddRequest(fields: ArtAddFields): ArtAdminRequest {
  return {
    action: 'add',
    // The form offers only the four kinds.
    kind: isArtKind(fields.kind) ? fields.kind : 'music',
    title: fields.title.trim(),
    creator: fields.creator.trim(),
    date: fields.date.trim(),
    content: fields.content,
  };
}

/** The detail fields as the editor machine holds them. */
export function artEditorFields(entry: ArtEntry): EditorFields {
  return { kind: entry.kind, title: entry.title, creator: entry.creator, date: entry.date };
}

/** Detail mode: the four fields; the review is left as it is. */
export function artDetailsRequest(id: string, details: EditorFields): ArtAdminRequest {
  const kind = details.kind ?? '';
  return {
    action: 'edit',
    id,
    update: {
      ...(isArtKind(kind) ? { kind } : {}),
      title: (details.title ?? '').trim(),
      creator: (details.creator ?? '').trim(),
      date: (details.date ?? '').trim(),
    },
  };
}

/** Review mode: only the review text (it creates or replaces the linked post). */
export function artReviewRequest(id: string, review: string): ArtAdminRequest {
  return { action: 'edit', id, content: review };
}

// Writing --------------------------------------------------------------------------------------

export type PostFields = {
  readonly title: string;
  readonly date: string;
  readonly kind: string;
  readonly content: string;
  /** The Draft checkbox: `DRAFT_ON` or `''` (`Drafts/draftFields.ts`). */
  readonly draft: string;
};

export const POST_REQUIRED = ['title', 'date'] as const;

export const NEW_POST: PostFields = { title: '', date: '', kind: DEFAULT_WRITING_KIND, content: '', draft: '' };

const postKind = (kind: string | undefined) => (kind ?? '').trim() || DEFAULT_WRITING_KIND;

export function postAddRequest(fields: PostFields): WritingAdminRequest {
  return { action: 'add', title: fields.title.trim(), date: fields.date.trim(), kind: postKind(fields.kind), content: fields.content, draft: isDraftText(fields.draft) };
}

export function postEditorFields(post: WritingAdminPost): EditorFields {
  return { title: post.title, date: post.date, kind: post.kind, content: post.content, draft: draftText(post.draft) };
}

export function postEditRequest(slug: string, details: EditorFields): WritingAdminRequest {
  return {
    action: 'edit',
    slug,
    update: {
      title: (details.title ?? '').trim(),
      date: (details.date ?? '').trim(),
      kind: postKind(details.kind),
      content: details.content ?? '',
      // Left out when the form has no Draft checkbox: the post stays as it is.
      ...(details.draft === undefined ? {} : { draft: isDraftText(details.draft) }),
    },
  };
}

// Site config ----------------------------------------------------------------------------------

/** The about tab's form: every config field as text (an optional one '' when not set); the two lists one item per line. */
export type ConfigFields = { readonly [K in keyof SiteConfig]-?: string };

export function configFields(config: SiteConfig): ConfigFields {
  return {
    ...config,
    currentFocus: joinLines(config.currentFocus),
    recentExperiences: joinLines(config.recentExperiences),
    xHandle: config.xHandle ?? '',
    fediverseHandle: config.fediverseHandle ?? '',
  };
}

/** The whole object the server stores (it replaces the saved one); an optional field left empty is left out, which the server reads as not set. */
export function configFromFields(fields: ConfigFields): SiteConfig {
  const { xHandle, fediverseHandle, ...rest } = fields;
  return {
    ...rest,
    currentFocus: splitLines(fields.currentFocus),
    recentExperiences: splitLines(fields.recentExperiences),
    ...(xHandle.trim() !== '' && { xHandle: xHandle.trim() }),
    ...(fediverseHandle.trim() !== '' && { fediverseHandle: fediverseHandle.trim() }),
  };
}

// Projects -------------------------------------------------------------------------------------

/** The form machine's save, as the API takes it (the payload itself is `toProjectPayload`'s). */
export function projectRequest(input: ProjectSaveInput): ProjectAdminRequest {
  return input.mode === 'edit'
    ? { action: 'edit', id: input.id, update: input.project }
    : { action: 'add', ...input.project };
}
