import type { ReactNode } from 'react';
import { NestableTree } from '../nestable/nestable-tree.tsx';
import type { FlatRow } from '../nestable/tree-model.ts';

export interface OrderedItem {
  id: number;
  label: string;
}

export interface OrderedListProps {
  items: readonly OrderedItem[];
  /** Called after every finished move with every id in the new order. */
  onChange: (ids: number[]) => void;
  /** Persian name of the list for assistive technology, e.g. 'ترتیب اسلایدها'. */
  label: string;
  renderMeta?: (row: FlatRow) => ReactNode;
  renderActions?: (row: FlatRow) => ReactNode;
}

/**
 * An ordered list (slides, banners, recommended products): the nestable tree held to one level, so
 * it moves by pointer drag (30 px threshold) and by keyboard exactly as the trees do, and emits ids.
 */
export function OrderedList({ items, onChange, label, renderMeta, renderActions }: OrderedListProps) {
  return (
    <NestableTree
      items={items}
      label={label}
      maxDepth={1}
      onChange={(order) => onChange(order.map((node) => Number(node.id)))}
      {...(renderMeta ? { renderMeta } : {})}
      {...(renderActions ? { renderActions } : {})}
    />
  );
}
