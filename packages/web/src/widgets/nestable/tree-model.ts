/**
 * The nestable tree's pure model: a tree is edited as a flat list of rows with depths (what is drawn),
 * and every move keeps a subtree together and the depth within the limit (SPEC.md §2: depth 10).
 */
import { NESTABLE } from '@shop-admin/core';

/** A node as the widget receives it: an id, a label and its children. */
export interface TreeNode {
  id: string | number;
  label: string;
  children?: readonly TreeNode[];
}

/** The nested order the widget emits (menus and categories save this shape). */
export interface TreeOrder {
  id: string | number;
  children: TreeOrder[];
}

/** One drawn row: depth 0 is a root; `size` is the row plus its descendants. */
export interface FlatRow {
  id: string | number;
  label: string;
  depth: number;
}

/** The rows of a tree in drawing order (depth first). */
export function flattenTree(nodes: readonly TreeNode[], depth = 0, out: FlatRow[] = []): FlatRow[] {
  for (const node of nodes) {
    out.push({ id: node.id, label: node.label, depth });
    if (node.children?.length) flattenTree(node.children, depth + 1, out);
  }
  return out;
}

/** Rebuilds the tree from rows whose depths are consistent (each at most one deeper than the row above). */
export function buildTree(rows: readonly FlatRow[]): TreeNode[] {
  const roots: TreeNode[] = [];
  const stack: { node: TreeNode & { children: TreeNode[] }; depth: number }[] = [];
  for (const row of rows) {
    const node = { id: row.id, label: row.label, children: [] as TreeNode[] };
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= row.depth) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.node.children.push(node);
    else roots.push(node);
    stack.push({ node, depth: row.depth });
  }
  return roots;
}

/** The `{id, children}` order of a tree, with no labels. */
export function treeOrder(nodes: readonly TreeNode[]): TreeOrder[] {
  return nodes.map((node) => ({ id: node.id, children: treeOrder(node.children ?? []) }));
}

/** How many rows the row at `index` carries with it (itself and every deeper row right below it). */
export function subtreeSize(rows: readonly FlatRow[], index: number): number {
  const row = rows[index];
  if (!row) return 0;
  let end = index + 1;
  while (end < rows.length && (rows[end]?.depth ?? 0) > row.depth) end += 1;
  return end - index;
}

/** How many levels below the row its deepest descendant sits (0 for a leaf). */
function subtreeHeight(rows: readonly FlatRow[], index: number): number {
  const row = rows[index];
  if (!row) return 0;
  let height = 0;
  const size = subtreeSize(rows, index);
  for (let i = index + 1; i < index + size; i += 1)
    height = Math.max(height, (rows[i]?.depth ?? 0) - row.depth);
  return height;
}

/** Depths the moved subtree may take at a place: from its next row's depth to one below the row above. */
export function allowedDepths(
  rowAbove: FlatRow | undefined,
  rowBelow: FlatRow | undefined,
  height: number,
  maxDepth: number = NESTABLE.maxDepth,
): { min: number; max: number } {
  const deepest = maxDepth - 1 - height;
  const max = Math.min(rowAbove ? rowAbove.depth + 1 : 0, deepest);
  const min = Math.min(rowBelow ? rowBelow.depth : 0, max);
  return { min: Math.max(0, min), max: Math.max(0, max) };
}

/** The result of a move: the new rows, or null when the move is not possible. */
export type MoveResult = FlatRow[] | null;

/**
 * Moves the subtree at `from` so that it starts at `to` (an index into the rows without the subtree)
 * with the wanted depth, clamped to what the neighbours and the depth limit allow. Null when the
 * subtree is too tall to fit anywhere there.
 */
export function moveSubtree(
  rows: readonly FlatRow[],
  from: number,
  to: number,
  wantedDepth: number,
  maxDepth: number = NESTABLE.maxDepth,
): MoveResult {
  const size = subtreeSize(rows, from);
  const moved = rows.slice(from, from + size);
  const first = moved[0];
  if (!first) return null;
  const rest = [...rows.slice(0, from), ...rows.slice(from + size)];
  const at = Math.max(0, Math.min(to, rest.length));
  const height = subtreeHeight(rows, from);
  if (height > maxDepth - 1) return null;
  const { min, max } = allowedDepths(rest[at - 1], rest[at], height, maxDepth);
  const depth = Math.min(Math.max(wantedDepth, min), max);
  const shift = depth - first.depth;
  const placed = moved.map((row) => ({ ...row, depth: row.depth + shift }));
  return [...rest.slice(0, at), ...placed, ...rest.slice(at)];
}

/** Keyboard moves of the row at `index`; each returns the new rows and the row's new index, or null. */
export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

/**
 * One keyboard step: up/down jump over the neighbouring sibling subtree (or into the parent's level at
 * the edges), indent nests under the sibling above, outdent lifts one level. Null when impossible
 * (first row up, indent past the depth limit, a root outdented…).
 */
export function keyboardMove(
  rows: readonly FlatRow[],
  index: number,
  move: KeyboardMove,
  maxDepth: number = NESTABLE.maxDepth,
): { rows: FlatRow[]; index: number } | null {
  const row = rows[index];
  if (!row) return null;
  const size = subtreeSize(rows, index);
  const rest = [...rows.slice(0, index), ...rows.slice(index + size)];
  let to: number;
  let depth = row.depth;
  switch (move) {
    case 'indent': {
      const above = rows[index - 1];
      if (!above || above.depth < row.depth) return null;
      const result = moveSubtree(rows, index, index, row.depth + 1, maxDepth);
      return result && (result[index]?.depth ?? 0) > row.depth ? { rows: result, index } : null;
    }
    case 'outdent': {
      if (row.depth === 0) return null;
      // Outdenting a row keeps the later siblings under the old parent: the row goes after them.
      let end = index + size;
      while (end < rows.length && (rows[end]?.depth ?? 0) >= row.depth) end += 1;
      to = end - size;
      depth = row.depth - 1;
      break;
    }
    case 'up': {
      if (index === 0) return null;
      // Start of the previous sibling's subtree, or the parent's place when this is the first child.
      let start = index - 1;
      while (start > 0 && (rows[start]?.depth ?? 0) > row.depth) start -= 1;
      to = start;
      const target = rows[start];
      if (target && target.depth < row.depth) depth = target.depth;
      break;
    }
    case 'down': {
      const next = rest[index];
      if (!next) return null;
      if (next.depth < row.depth) {
        // The last child moves out, right after its parent's subtree, as the parent's next sibling.
        to = index;
        depth = next.depth;
        break;
      }
      to = index + subtreeSize(rest, index);
      break;
    }
  }
  const result = moveSubtree(rows, index, to, depth, maxDepth);
  if (!result) return null;
  const newIndex = result.findIndex((r) => r.id === row.id);
  const same = newIndex === index && result[newIndex]?.depth === row.depth;
  return same ? null : { rows: result, index: newIndex };
}

/** The depth a pointer drag asks for: the start depth plus whole indent steps toward the inline end. */
export function dragDepth(startDepth: number, inlineOffsetPx: number, indentPx: number): number {
  return Math.max(0, startDepth + Math.round(inlineOffsetPx / indentPx));
}
