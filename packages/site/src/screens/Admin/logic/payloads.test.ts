import type { SiteConfig } from '@portfolio/contracts/config';
import { describe, expect, it } from 'vitest';
import { DRAFT_ON } from '../Drafts/draftFields';
import { toProjectPayload } from '../Projects/projectFields';
import {
  artAddRequest,
  artDetailsRequest,
  artReviewRequest,
  configFields,
  configFromFields,
  NEW_ART_ENTRY,
  NEW_POST,
  postAddRequest,
  postEditorFields,
  postEditRequest,
  projectRequest,
} from './payloads';

describe('art payloads', () => {
  it('adds an entry with its optional review', () => {
    expect(artAddRequest({ kind: 'books', title: ' Dune ', creator: 'Frank Herbert', date: '2024-01-02', content: 'Great.' })).toEqual({
      action: 'add',
      kind: 'books',
      title: 'Dune',
      creator: 'Frank Herbert',
      date: '2024-01-02',
      content: 'Great.',
    });
    expect(NEW_ART_ENTRY.kind).toBe('music');
  });

  it('edits the details without touching the review', () => {
    expect(artDetailsRequest('dune', { kind: 'movies', title: 'Dune', creator: 'Villeneuve ', date: '2024-03-01' })).toEqual({
      action: 'edit',
      id: 'dune',
      update: { kind: 'movies', title: 'Dune', creator: 'Villeneuve', date: '2024-03-01' },
    });
  });

  it('edits only the review in review mode', () => {
    expect(artReviewRequest('dune', 'New review')).toEqual({ action: 'edit', id: 'dune', content: 'New review' });
  });
});

describe('writing payloads', () => {
  it('adds a post, kind essay by default', () => {
    expect(NEW_POST.kind).toBe('essay');
    expect(postAddRequest({ title: 'Hello', date: '2024-05-05', kind: '  ', content: '# Hi', draft: '' })).toEqual({
      action: 'add',
      title: 'Hello',
      date: '2024-05-05',
      kind: 'essay',
      content: '# Hi',
      draft: false,
    });
    expect(postAddRequest({ ...NEW_POST, title: 'Hello', date: '2024-05-05', draft: DRAFT_ON })).toMatchObject({ draft: true });
  });

  it('edits a post by slug', () => {
    expect(postEditRequest('hello', { title: 'Hello again', date: '2024-05-06', kind: 'note', content: 'Body' })).toEqual({
      action: 'edit',
      slug: 'hello',
      update: { title: 'Hello again', date: '2024-05-06', kind: 'note', content: 'Body' },
    });
  });

  it('sends the Draft checkbox as draft, both ways, and reads it from the owner\'s post', () => {
    const post = { slug: 'hello', title: 'Hello', date: '2024-05-06', kind: 'note', content: 'Body', draft: true };
    const fields = postEditorFields(post);
    expect(fields).toEqual({ title: 'Hello', date: '2024-05-06', kind: 'note', content: 'Body', draft: DRAFT_ON });
    expect(postEditRequest('hello', fields)).toMatchObject({ update: { draft: true } });
    expect(postEditRequest('hello', { ...fields, draft: '' })).toMatchObject({ update: { draft: false } });
    expect(postEditorFields({ ...post, draft: false }).draft).toBe('');
  });
});

describe('config form', () => {
  const config: SiteConfig = {
    ownerName: 'Riley Chen',
    profileText: 'Profile',
    skillsJson: '{"languages":["C"]}',
    resumeText: 'Resume',
    resumeDownloadLink: '/uploads/abc.pdf',
    emailLink: 'mailto:me@example.com',
    linkedinUrl: '',
    githubUrl: 'https://github.com/me',
    spotifyUrl: '',
    quickviewTitle: 'Title',
    quickviewSubtitle: 'Subtitle',
    quickviewTagline: 'Tagline',
    currentFocus: ['One', 'Two'],
    recentExperiences: [],
  };

  it('shows the lists one item per line and sends the whole object back', () => {
    const fields = configFields(config);
    expect(fields.currentFocus).toBe('One\nTwo');
    expect(fields.recentExperiences).toBe('');
    expect(configFromFields({ ...fields, recentExperiences: ' First job \n\nSecond job' })).toEqual({
      ...config,
      recentExperiences: ['First job', 'Second job'],
    });
  });
});

describe('projectRequest', () => {
  const project = toProjectPayload({
    title: ' Scope ',
    description: 'A scope',
    tech: 'C, , STM32 ',
    type: 'hardware',
    date: '2026-01-01',
    status: 'planned',
    github: '  ',
    demo: 'https://example.com',
    imageUrls: '/media/b.png',
    images: [{ url: '/media/a.jpg', alt: ' The scope ' }],
    draft: true,
  });

  it('adds with the form payload: lists split, empty links null, images with their alt texts', () => {
    expect(projectRequest({ mode: 'add', project })).toEqual({
      action: 'add',
      title: 'Scope',
      description: 'A scope',
      tech: ['C', 'STM32'],
      type: 'hardware',
      date: '2026-01-01',
      status: 'planned',
      github: null,
      demo: 'https://example.com',
      images: ['/media/a.jpg', '/media/b.png'],
      imageAlts: ['The scope', ''],
      draft: true,
    });
  });

  it('edits the selected project with the same fields as update', () => {
    expect(projectRequest({ mode: 'edit', id: 'scope', project })).toEqual({ action: 'edit', id: 'scope', update: project });
  });
});
