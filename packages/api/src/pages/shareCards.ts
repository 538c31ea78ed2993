import { artReviewPath } from '@portfolio/contracts/artReviews';
import type { ShareCard } from '../share/shareCard';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../share/shareCard';
import { shareImageVersion } from '../share/shareImageCache';
import type { Owner, PageContent } from './pageContent';
import type { ShareImageRef } from './pageHead';

/** The share card a page shows (its item's, or the site's) and the path it is served at. */
export interface PageShareCard {
  readonly card: ShareCard;
  /** `/og/site`, `/og/projects/{id}`, `/og/writing/{slug}`, `/og/art/{kind}/{id}`: the card's URL without its version. */
  readonly base: string;
  readonly alt: string;
}

export function shareCardOf(content: PageContent, owner: Owner, host: string): PageShareCard {
  if (content.kind === 'post' && content.post !== null) {
    const { post } = content;
    return {
      card: { kind: 'post', title: post.title, ownerName: owner.name, path: '~/writing', command: `cat ${post.slug}.md`, detail: `${post.date} · ${post.kind}`, host },
      base: `/og/writing/${encodeURIComponent(post.slug)}`,
      alt: `“${post.title}”, a post by ${owner.name}, shown in a terminal window`,
    };
  }
  if (content.kind === 'project' && content.project !== null) {
    const { project } = content;
    return {
      card: { kind: 'project', title: project.title, ownerName: owner.name, path: '~/projects', command: `cd ${project.id}`, detail: `${project.type} · ${project.status}`, host },
      base: `/og/projects/${encodeURIComponent(project.id)}`,
      alt: `${project.title}, a project by ${owner.name}, shown in a terminal window`,
    };
  }
  if (content.kind === 'art-review' && content.review !== null) {
    const { entry } = content.review;
    return {
      card: { kind: 'review', title: entry.title, ownerName: owner.name, path: `~/art/${entry.kind}`, command: `cat ${entry.id}.txt`, detail: `${entry.kind} · ${entry.creator}`, host },
      base: `/og${artReviewPath(entry.kind, entry.id)}`,
      alt: `${entry.title} by ${entry.creator}, reviewed by ${owner.name}, shown in a terminal window`,
    };
  }
  return {
    card: { kind: 'site', title: owner.name, ownerName: owner.name, path: '~', command: 'whoami', detail: owner.role, host },
    base: '/og/site',
    alt: `${owner.name}, ${owner.role}: the portfolio's terminal window`,
  };
}

/** The versioned path of a card's image: a new path whenever anything it shows changes. */
export const shareImagePath = (share: PageShareCard) => `${share.base}/${shareImageVersion(share.card)}.png`;

export function shareImageRef(share: PageShareCard): ShareImageRef {
  return { path: shareImagePath(share), width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, alt: share.alt };
}
