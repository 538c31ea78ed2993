import type { ArtKind } from '@portfolio/contracts/art';
import { useState } from 'react';
import { artLoader } from '../../data/siteData';
import { useLoaded } from '../../data/useLoaded';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { ArtScreen } from './ArtScreen';

/** `/art`: the art terminal with its cover panel. */
export function ArtRoute() {
  // The terminal's session owns the category and reports it here (cover panel, title); until a
  // category is open (and while loading) the page is "Art".
  const [category, setCategory] = useState<ArtKind | null>(null);
  useDocumentTitle(category === null ? 'Art' : `Art: ${category}`);
  const state = useLoaded(artLoader);
  return <ArtScreen state={state} category={category} onCategoryChange={setCategory} host={currentHost()} />;
}
