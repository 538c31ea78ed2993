/**
 * Every admin message. The failure texts are fixed, word for word; the art failures, worded
 * per variant, are in `../variants.ts`. The progress and success texts are ours (the spec only says
 * status messages appear as each operation progresses).
 */
import type { ArtKind } from '@portfolio/contracts/art';
import type { EditorMessages } from '@portfolio/terminal-ui/machines/editorMachine';

export const LOGIN_FAILED = 'Login failed';
export const LOGGING_IN = 'Logging in...';
export const SESSION_ENDED = 'Session expired. Please log in again.';

export const UPLOAD_MESSAGES = { pending: 'Uploading...', done: 'Upload complete', failed: 'Upload failed' } as const;

/** The backup download: the archive of the whole site. */
export const BACKUP_MESSAGES = { pending: 'Preparing backup...', done: 'Backup downloaded', failed: 'Failed to download backup' } as const;

export const PROJECT_MESSAGES = {
  adding: 'Saving project...',
  added: 'Project saved',
  addFailed: 'Failed to save project',
  updating: 'Updating project...',
  updated: 'Project updated',
  updateFailed: 'Failed to update project',
  deleting: 'Deleting project...',
  deleted: 'Project deleted',
  deleteFailed: 'Failed to delete project',
  confirmDelete: 'Are you sure you want to delete this project?',
  loadFailed: 'Failed to load projects',
} as const;

export const MISSING_ART_FIELDS = 'Please fill in title, creator, and date';
export const MISSING_COVER_URL = 'Please enter a cover URL';

export const ART_PROGRESS = {
  adding: 'Adding entry...',
  added: 'Entry added',
  deleting: 'Deleting entry...',
  deleted: 'Entry deleted',
  confirmDelete: 'Are you sure you want to delete this entry?',
  loadFailed: 'Failed to load art data',
} as const;

export const coverMessages = (category: ArtKind) => ({
  setting: `Setting ${category} cover...`,
  set: `${category} cover set`,
  setFailed: `Failed to set ${category} cover`,
  clearing: `Clearing ${category} cover...`,
  cleared: `${category} cover cleared`,
  clearFailed: `Failed to clear ${category} cover`,
});

export const WRITING_MESSAGES = {
  adding: 'Saving post...',
  added: 'Post saved',
  addFailed: 'Failed to save post',
  deleting: 'Deleting post...',
  deleted: 'Post deleted',
  deleteFailed: 'Failed to delete post',
  confirmDelete: 'Are you sure you want to delete this post?',
  loadFailed: 'Failed to load writing posts',
  opening: 'Loading post...',
  openFailed: 'Failed to load post',
} as const;

export const POST_EDITOR_MESSAGES: Partial<EditorMessages> = {
  savingDetails: 'Updating post...',
  detailsSaved: 'Post updated',
  detailsFailed: 'Failed to update post',
  missingFields: 'Please fill in title and date',
};

export const ABOUT_MESSAGES = {
  saving: 'Saving about config...',
  saved: 'About config saved',
  saveFailed: 'Failed to save about config',
  loadFailed: 'Failed to load about config',
} as const;

/** One line per uploaded image (projects, covers, posts): its progress, then its outcome. */
export const MEDIA_UPLOAD_MESSAGES = {
  uploading: (name: string, percent: number) => `Uploading ${name}... ${percent}%`,
  /** Every byte sent: the server is making the image's sizes. */
  processing: (name: string) => `Processing ${name}...`,
  uploaded: (name: string) => `${name} uploaded`,
  failed: (name: string, reason: string) => (reason === '' ? `Failed to upload ${name}` : `Failed to upload ${name}: ${reason}`),
};

export const MEDIA_MESSAGES = {
  deleting: 'Deleting image...',
  deleted: 'Image deleted',
  deleteFailed: 'Failed to delete image',
  confirmDelete: 'Are you sure you want to delete this image?',
  loadFailed: 'Failed to load media',
} as const;

/** The account (password and sessions): all ours, the spec has no account screen. */
export const ACCOUNT_MESSAGES = {
  open: 'Account',
  currentRequired: 'Enter the current password',
  nextRequired: 'Enter a new password',
  repeatRequired: 'Enter the new password again',
  repeatDiffers: 'The two new passwords differ',
  changing: 'Changing password...',
  changed: 'Password changed. Every other session is signed out; this tab stays signed in.',
  changeFailed: 'Password not changed',
  revoking: 'Signing out everywhere...',
  revoked: 'Every other browser and device is signed out; this tab stays signed in.',
  revokeFailed: 'Failed to sign out everywhere',
} as const;
