import { describe, expect, it } from 'vitest';
import type { Loaded } from '../../data/loaded';
import { artFixture, reviewFixtures } from '../../mocks/artMocks';
import { artReviewState } from './artReviewState';
import type { ArtResponse } from '@portfolio/contracts/art';
import type { WritingPost } from '@portfolio/contracts/writing';

const art: Loaded<ArtResponse> = { status: 'ready', data: artFixture };
const review = reviewFixtures['in-rainbows'] as WritingPost;
const post: Loaded<WritingPost> = { status: 'ready', data: review };
const inRainbows = artFixture.music.items[0];

describe('artReviewState', () => {
  it('is the entry and its review once both are in', () => {
    expect(artReviewState(art, post, 'music', 'in-rainbows')).toEqual({ status: 'ready', data: { kind: 'music', item: inRainbows, review } });
  });

  it('is loading while either read is on its way', () => {
    expect(artReviewState({ status: 'loading' }, post, 'music', 'in-rainbows')).toEqual({ status: 'loading' });
    expect(artReviewState(art, { status: 'loading' }, 'music', 'in-rainbows')).toEqual({ status: 'loading' });
  });

  it('is not found for an unknown kind, at once, whatever the reads', () => {
    expect(artReviewState({ status: 'loading' }, { status: 'loading' }, 'games', 'in-rainbows')).toEqual({ status: 'notFound' });
    expect(artReviewState(art, post, 'Music', 'in-rainbows')).toEqual({ status: 'notFound' });
  });

  it('is not found for an id of another kind, an unknown id, or an entry without a review', () => {
    expect(artReviewState(art, post, 'books', 'in-rainbows')).toEqual({ status: 'notFound' });
    expect(artReviewState(art, post, 'music', 'nothing')).toEqual({ status: 'notFound' });
    expect(artReviewState(art, { status: 'loading' }, 'music', 'blue')).toEqual({ status: 'notFound' });
  });

  it('is not found when the review post is missing or blank', () => {
    expect(artReviewState(art, { status: 'notFound' }, 'music', 'in-rainbows')).toEqual({ status: 'notFound' });
    expect(artReviewState(art, { status: 'ready', data: { ...review, content: ' \n ' } }, 'music', 'in-rainbows')).toEqual({ status: 'notFound' });
  });

  it('fails with the read that failed', () => {
    expect(artReviewState({ status: 'failed', message: 'HTTP 500' }, post, 'music', 'in-rainbows')).toEqual({ status: 'failed', message: 'HTTP 500' });
    expect(artReviewState(art, { status: 'failed', message: 'offline' }, 'music', 'in-rainbows')).toEqual({ status: 'failed', message: 'offline' });
  });
});
