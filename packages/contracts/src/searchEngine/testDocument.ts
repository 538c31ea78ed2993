import { type SearchDocument, searchField } from './searchIndex';

/** A post's search document for the search tests: its title, label and body as the index holds them. */
export function testDocument(key: string, fields: { title: string; label?: string; body?: string }): SearchDocument {
  return {
    kind: 'post',
    key,
    title: fields.title,
    path: `/writing/${key}`,
    location: `writing/${key}.txt`,
    fields: [...searchField('title', fields.title), ...searchField('label', fields.label ?? ''), ...searchField('body', fields.body ?? '')],
  };
}
