import type { NameLettering } from '@portfolio/contracts/pageData';
import type { LetteringDrawing } from '@portfolio/terminal-ui/components/Welcome';

/**
 * The owner's name as the server drew it for this page (the page data's `lettering`): the browser
 * never draws it, so the home's welcome shows the name as text when the page came without it (the
 * dev server, a phone's page) or when it was drawn for another name (renamed in the admin since).
 */
let pageLettering: NameLettering | undefined;

/** The page's drawings, from its data (`seedPageData`); undefined forgets them (the server, after a render). */
export function seedOwnerLettering(lettering: NameLettering | undefined): void {
  pageLettering = lettering;
}

const NONE: readonly LetteringDrawing[] = [];

/** The drawings of `name`, if the page brought them for this very name; else none. */
export function ownerLetteringFor(name: string): readonly LetteringDrawing[] {
  return pageLettering?.name === name ? pageLettering.drawings : NONE;
}
