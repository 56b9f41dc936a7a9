import { NESTABLE, type RefusalCode, toAsciiDigits, toPersianDigits } from '@shop-admin/core';
import { AppError } from '../../http/errors.ts';
import { levelsOf } from '../catalogue/category-tree.ts';

/** What the sort needs of a menu item. */
export interface MenuNode {
  id: number;
  parentId: number | null;
  order: number;
}

/** A menu item's place after a sort. */
export interface MenuPlacement extends MenuNode {
  level: number;
}

const fa = (n: number) => toPersianDigits(n);

/** A 422 about the menu tree, under `menu_items` as Laravel would put it. */
export const menuTreeError = (code: RefusalCode, message: string) =>
  new AppError(422, code, message, { errors: { menu_items: [message] } });

export const menuTooDeepMessage = `منو حداکثر ${fa(NESTABLE.maxDepth)} سطح دارد.`;

const readId = (value: unknown): number | null => {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(toAsciiDigits(value)) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Plans a drag-and-drop menu tree (`[{id, children: [...]}]`) of one group: every item's parent,
 * order among its siblings and depth. The rules of the category sort (same depth limit, NESTABLE of
 * core, and the same `levelsOf`): items the body leaves out keep their place, but their depth counts;
 * a malformed node, an item of another group, an item twice (or inside itself) or any item deeper
 * than NESTABLE.maxDepth refuses the whole sort before anything is written.
 */
export function planMenuSort(tree: unknown, existing: readonly MenuNode[]): MenuPlacement[] {
  if (!Array.isArray(tree)) throw menuTreeError('invalid_tree', 'ترتیب منو باید فهرستی از گره‌ها باشد.');
  const known = new Map(existing.map((node) => [node.id, node]));
  const placed = new Map<number, { parentId: number | null; order: number }>();

  const walk = (nodes: unknown, parentId: number | null, depth: number, ancestors: number[]): void => {
    if (!Array.isArray(nodes)) throw menuTreeError('invalid_tree', 'زیرمنوهای هر آیتم باید فهرست باشد.');
    if (nodes.length && depth > NESTABLE.maxDepth)
      throw menuTreeError('menu_tree_too_deep', menuTooDeepMessage);
    nodes.forEach((node, index) => {
      if (typeof node !== 'object' || node === null || Array.isArray(node))
        throw menuTreeError('invalid_tree', 'هر گره درخت منو باید شناسه (id) داشته باشد.');
      const { id: rawId, children } = node as { id?: unknown; children?: unknown };
      const id = readId(rawId);
      if (id === null)
        throw menuTreeError('invalid_tree', 'هر گره درخت منو باید شناسه (id) معتبر داشته باشد.');
      if (!known.has(id))
        throw menuTreeError('unknown_menu_item', `آیتم منو با شناسه ${fa(id)} در این گروه وجود ندارد.`);
      if (ancestors.includes(id))
        throw menuTreeError('menu_tree_cycle', `آیتم منو ${fa(id)} نمی‌تواند زیرمنوی خودش باشد.`);
      if (placed.has(id))
        throw menuTreeError('duplicate_menu_item', `آیتم منو ${fa(id)} بیش از یک بار در درخت آمده است.`);
      placed.set(id, { parentId, order: index });
      if (children !== undefined && children !== null) walk(children, id, depth + 1, [...ancestors, id]);
    });
  };
  walk(tree, null, 1, []);

  // `placed` holds null for a root: test membership, never `??`, or a root would keep its old parent.
  const place = (node: MenuNode) => placed.get(node.id) ?? { parentId: node.parentId, order: node.order };
  const parentOf = new Map<number, number | null>(existing.map((node) => [node.id, place(node).parentId]));
  const levels = levelsOf(parentOf);
  return existing.map((node) => {
    const level = levels.get(node.id) ?? 1;
    if (level > NESTABLE.maxDepth) throw menuTreeError('menu_tree_too_deep', menuTooDeepMessage);
    return { id: node.id, ...place(node), level };
  });
}

/** The depth of each item (roots 1) and the height of each subtree (a leaf 1), from parent links. */
export function depthsOf(nodes: readonly MenuNode[]): {
  level: Map<number, number>;
  height: Map<number, number>;
} {
  const level = levelsOf(new Map(nodes.map((node) => [node.id, node.parentId])));
  const height = new Map<number, number>();
  const byLevel = [...nodes].sort((a, b) => (level.get(b.id) ?? 0) - (level.get(a.id) ?? 0));
  for (const node of byLevel) {
    const own = height.get(node.id) ?? 1;
    height.set(node.id, own);
    if (node.parentId !== null) height.set(node.parentId, Math.max(height.get(node.parentId) ?? 1, own + 1));
  }
  return { level, height };
}
