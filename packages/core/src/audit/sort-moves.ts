import { toPersianDigits } from '../persian/digits.ts';

/** Where one item of a list or tree stood: its parent's name (null at the top) and its place (from 1). */
interface Place {
  name: string;
  parent: string | null;
  position: number;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const nameOf = (node: Node) => {
  const name = node.title ?? node.name ?? node.label;
  return typeof name === 'string' && name !== '' ? `«${name}»` : `شماره ${toPersianDigits(String(node.id))}`;
};

/** A flat entry's parent by name (`parent_title`, else its number); null at the top. */
const flatParent = (item: Node): string | null =>
  item.parent_id === null || item.parent_id === undefined
    ? null
    : typeof item.parent_title === 'string' && item.parent_title !== ''
      ? `«${item.parent_title}»`
      : `شماره ${toPersianDigits(String(item.parent_id))}`;

/**
 * The places of every item of a sort's logged value: a list of ids (faqs, sliders), a list of
 * `{ id, parent_id, order }` (menus), or a tree of named nodes with `children` (categories).
 */
function placesOf(value: unknown): Map<string, Place> {
  const places = new Map<string, Place>();
  if (!Array.isArray(value)) return places;
  const walk = (items: unknown[], parent: string | null) => {
    items.forEach((item, index) => {
      if (typeof item === 'number' || typeof item === 'string') {
        places.set(String(item), {
          name: `شماره ${toPersianDigits(String(item))}`,
          parent,
          position: index + 1,
        });
        return;
      }
      if (!isNode(item) || item.id === undefined) return;
      const flat = 'parent_id' in item && !('children' in item);
      places.set(String(item.id), {
        name: nameOf(item),
        parent: flat ? flatParent(item) : parent,
        position: flat && typeof item.order === 'number' ? item.order + 1 : index + 1,
      });
      if (Array.isArray(item.children)) walk(item.children, nameOf(item));
    });
  };
  walk(value, null);
  return places;
}

/**
 * What a reorder moved, as Persian phrases: «"کفش" از زیر "پوشاک" به زیر "ورزشی"» when an item
 * changed parent, «"کفش" از جایگاه ۳ به ۱» when only its place changed. Items that stayed are not
 * named, so a tree of 300 categories with one move is one phrase.
 */
export function auditSortMoves(before: unknown, after: unknown): string[] {
  const from = placesOf(before);
  const to = placesOf(after);
  const moves: string[] = [];
  for (const [id, now] of to) {
    const was = from.get(id);
    if (!was) continue;
    if (was.parent !== now.parent)
      moves.push(
        `${now.name} از ${was.parent ? `زیر ${was.parent}` : 'بالاترین سطح'} به ${now.parent ? `زیر ${now.parent}` : 'بالاترین سطح'}`,
      );
    else if (was.position !== now.position)
      moves.push(
        `${now.name} از جایگاه ${toPersianDigits(was.position)} به ${toPersianDigits(now.position)}`,
      );
  }
  return moves;
}
