/**
 * The words in a page's `<title>`, shared by the server (the HTML it sends) and the site (which keeps
 * `document.title` in step as the visitor navigates), so both name a page the same way.
 */
export interface TitleOwner {
  /** The owner's name, e.g. "Riley Chen". */
  readonly name: string;
  /** What the owner is, e.g. "Computer Engineering Student". */
  readonly role: string;
}

/** The home and about pages introduce the owner; every other page is named by its own label. */
export type PageTitle = { readonly kind: 'home' } | { readonly kind: 'about' } | { readonly kind: 'page'; readonly label: string };

const SEPARATOR = ' — ';

export function documentTitle(page: PageTitle, owner: TitleOwner): string {
  switch (page.kind) {
    case 'home':
      return `${owner.name}${SEPARATOR}${owner.role}`;
    case 'about':
      return `About ${owner.name}${SEPARATOR}${owner.role}`;
    case 'page':
      return `${page.label}${SEPARATOR}${owner.name}`;
  }
}

/** Labels of pages whose name the server and the site both write. */
export const PAGE_LABELS = {
  quickview: 'Quick Overview',
  projects: 'Projects',
  projectNotFound: 'Project not found',
  art: 'Art',
  writing: 'Writing',
  postNotFound: 'Post not found',
  notFound: '404: page not found',
} as const;
