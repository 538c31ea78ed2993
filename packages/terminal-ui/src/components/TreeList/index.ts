export { TreeList } from './TreeList';
export type { TreeEntry, TreeListProps } from './TreeList';
