import type { TreeNode } from '../../widgets/nestable/tree-model.ts';

/** A node of a tree as the server sends it (categories, menu items): the record and its children. */
export interface ServerNode {
  id: number;
  title?: string;
  status?: boolean | number;
  children?: ServerNode[];
  [key: string]: unknown;
}

/** The server's tree as the nestable tree's nodes, labelled by title. */
export function toTreeNodes(
  nodes: readonly ServerNode[],
  hidden: ReadonlySet<number> = new Set(),
): TreeNode[] {
  return nodes
    .filter((node) => !hidden.has(node.id))
    .map((node) => ({
      id: node.id,
      label: node.title ?? `#${node.id}`,
      children: toTreeNodes(node.children ?? [], hidden),
    }));
}

/** How many nodes a tree holds at every depth. */
export function countNodes(nodes: readonly ServerNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children ?? []), 0);
}

/** Every node of a tree by id. */
export function indexNodes(nodes: readonly ServerNode[], out = new Map<number, ServerNode>()) {
  for (const node of nodes) {
    out.set(node.id, node);
    indexNodes(node.children ?? [], out);
  }
  return out;
}
