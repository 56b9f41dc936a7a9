import { NESTABLE, type RefusalCode, toAsciiDigits, toPersianDigits } from '@shop-admin/core';
import { AppError } from '../../http/errors.ts';

/** What the tree rules need of a category. */
export interface TreeNode {
  id: number;
  parentId: number | null;
  priority: number;
  level: number;
}

/** A category's new place after a sort: its parent, its position among its siblings and its depth. */
export interface Placement {
  id: number;
  parentId: number | null;
  priority: number;
  level: number;
}

const MAX_DEPTH = NESTABLE.maxDepth;
const fa = (n: number) => toPersianDigits(n);

/** A 422 about the category tree, with the message under `categories` as Laravel would put it. */
export const treeError = (code: RefusalCode, message: string, field = 'categories') =>
  new AppError(422, code, message, { errors: { [field]: [message] } });

export const tooDeepMessage = `درخت دسته‌بندی‌ها حداکثر ${fa(MAX_DEPTH)} سطح دارد.`;

function readId(value: unknown): number | null {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(toAsciiDigits(value)) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Reads the nested order a drag-and-drop tree sends (`[{id, children: [...]}]`) and plans every
 * category's new parent, priority and level. Categories the body leaves out keep their parent and
 * priority (a list filtered on screen sends part of the tree), but their depth is checked too.
 * Refuses, before anything is written: a malformed node, an unknown id, an id twice (a category
 * inside itself is a cycle), and any category deeper than NESTABLE.maxDepth.
 */
export function planCategorySort(tree: unknown, existing: readonly TreeNode[]): Placement[] {
  if (!Array.isArray(tree)) throw treeError('invalid_tree', 'ترتیب دسته‌بندی‌ها باید فهرستی از گره‌ها باشد.');
  const known = new Map(existing.map((node) => [node.id, node]));
  const placed = new Map<number, { parentId: number | null; priority: number }>();

  const walk = (nodes: unknown, parentId: number | null, depth: number, ancestors: number[]): void => {
    if (!Array.isArray(nodes)) throw treeError('invalid_tree', 'زیرمجموعه‌های هر دسته‌بندی باید فهرست باشد.');
    if (nodes.length && depth > MAX_DEPTH) throw treeError('category_tree_too_deep', tooDeepMessage);
    nodes.forEach((node, index) => {
      if (typeof node !== 'object' || node === null || Array.isArray(node))
        throw treeError('invalid_tree', 'هر گره درخت باید شناسه (id) داشته باشد.');
      const { id: rawId, children } = node as { id?: unknown; children?: unknown };
      const id = readId(rawId);
      if (id === null) throw treeError('invalid_tree', 'هر گره درخت باید شناسه (id) معتبر داشته باشد.');
      if (!known.has(id)) throw treeError('unknown_category', `دسته‌بندی با شناسه ${fa(id)} وجود ندارد.`);
      if (ancestors.includes(id))
        throw treeError('category_tree_cycle', `دسته‌بندی ${fa(id)} نمی‌تواند زیرمجموعه خودش باشد.`);
      if (placed.has(id))
        throw treeError('duplicate_category', `دسته‌بندی ${fa(id)} بیش از یک بار در درخت آمده است.`);
      placed.set(id, { parentId, priority: index });
      if (children !== undefined && children !== null) walk(children, id, depth + 1, [...ancestors, id]);
    });
  };
  walk(tree, null, 1, []);

  const parentOf = new Map<number, number | null>();
  // `placed` holds null for a root: test membership, never `??`, or a root would keep its old parent.
  const place = (node: TreeNode) =>
    placed.get(node.id) ?? { parentId: node.parentId, priority: node.priority };
  for (const node of existing) parentOf.set(node.id, place(node).parentId);
  const levels = levelsOf(parentOf);
  const plan: Placement[] = [];
  for (const node of existing) {
    const level = levels.get(node.id) ?? 1;
    if (level > MAX_DEPTH) throw treeError('category_tree_too_deep', tooDeepMessage);
    plan.push({ id: node.id, ...place(node), level });
  }
  return plan;
}

/**
 * Each node's depth (roots 1) from a parent map. A parent outside the map counts as a root's parent;
 * a cycle (impossible after the checks above, but never trusted) is refused.
 */
export function levelsOf(parentOf: ReadonlyMap<number, number | null>): Map<number, number> {
  const levels = new Map<number, number>();
  const levelOf = (id: number): number => {
    const known = levels.get(id);
    if (known !== undefined) return known;
    const chain: number[] = [];
    let current: number | null | undefined = id;
    while (current !== null && current !== undefined && !levels.has(current)) {
      if (chain.includes(current))
        throw treeError('category_tree_cycle', 'دسته‌بندی‌ها نمی‌توانند زیرمجموعه یکدیگر باشند.');
      chain.push(current);
      current = parentOf.get(current) ?? null;
    }
    let level = current === null || current === undefined ? 0 : (levels.get(current) ?? 0);
    for (const node of chain.reverse()) levels.set(node, ++level);
    return levels.get(id) ?? 1;
  };
  for (const id of parentOf.keys()) levelOf(id);
  return levels;
}

/** The ids of a category and everything under it. */
export function subtreeOf(id: number, nodes: readonly TreeNode[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const node of nodes) {
    if (node.parentId !== null)
      children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  }
  const out = new Set<number>([id]);
  const stack = [id];
  while (stack.length) {
    for (const child of children.get(stack.pop() as number) ?? []) {
      if (!out.has(child)) {
        out.add(child);
        stack.push(child);
      }
    }
  }
  return out;
}

/** Nests rows under their parents (roots first), siblings by priority then id, each with `children`. */
export function buildTree<T extends { id: number; parent_id: number | null; priority: number }>(
  rows: readonly T[],
): (T & { children: unknown[] })[] {
  const nodes = new Map(
    rows.map((row) => [row.id, { ...row, children: [] as (T & { children: unknown[] })[] }]),
  );
  const roots: (T & { children: unknown[] })[] = [];
  const ordered = [...nodes.values()].sort((a, b) => a.priority - b.priority || a.id - b.id);
  for (const node of ordered) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
