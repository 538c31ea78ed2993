export { TreeList, treeBranch } from './TreeList';
export type { TreeEntry, TreeListProps } from './TreeList';
