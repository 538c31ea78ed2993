import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../http/http';
import { editorStatus, failure, loadFailure } from './status';

describe('failure', () => {
  it('keeps the spec message exact and the reason apart', () => {
    expect(failure('Failed to save post', new ApiError('date: must be a real date in YYYY-MM-DD form', 400))).toEqual({
      tone: 'error',
      text: 'Failed to save post',
      detail: 'date: must be a real date in YYYY-MM-DD form',
    });
  });

  it('appends the reason for the simple admin', () => {
    expect(failure('Failed to delete post', new ApiError('Post not found', 404), true)).toEqual({
      tone: 'error',
      text: 'Failed to delete post: Post not found',
    });
    expect(failure('Failed to update post', new TypeError('Failed to fetch'), true).text).toBe('Failed to update post: Failed to fetch');
  });
});

describe('loadFailure', () => {
  it('names the HTTP status', () => {
    expect(loadFailure('Failed to load art data', new ApiError('Internal server error', 500)).text).toBe('Failed to load art data: 500');
  });

  it('names the network error when no answer came', () => {
    expect(loadFailure('Failed to load writing posts', new TypeError('Failed to fetch')).text).toBe(
      'Failed to load writing posts: Failed to fetch',
    );
  });
});

describe('editorStatus', () => {
  it('follows the editor machine through a save', () => {
    expect(editorStatus('detailEdit', '', null)).toBeNull();
    expect(editorStatus('saving', 'Saving review...', null)).toEqual({ tone: 'progress', text: 'Saving review...' });
    expect(editorStatus('saved', 'Review saved', null)).toEqual({ tone: 'success', text: 'Review saved' });
  });

  it('shows a missing-field message as a problem', () => {
    expect(editorStatus('detailEdit', 'Please fill in title, creator, and date', null)).toEqual({
      tone: 'error',
      text: 'Please fill in title, creator, and date',
    });
  });

  it('keeps the reason of a failure apart, or appends it', () => {
    expect(editorStatus('failed', 'Failed to save entry details', 'Art entry not found')).toEqual({
      tone: 'error',
      text: 'Failed to save entry details',
      detail: 'Art entry not found',
    });
    expect(editorStatus('failed', 'Failed to update post', 'Post not found', true)?.text).toBe('Failed to update post: Post not found');
  });
});
