import { NESTABLE } from '@shop-admin/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NestableTree } from '../src/widgets/nestable/nestable-tree.tsx';
import {
  buildTree,
  type FlatRow,
  flattenTree,
  keyboardMove,
  moveSubtree,
  type TreeNode,
  type TreeOrder,
  treeOrder,
} from '../src/widgets/nestable/tree-model.ts';

const menu: TreeNode[] = [
  { id: 1, label: 'خانه' },
  {
    id: 2,
    label: 'پوشاک',
    children: [
      { id: 3, label: 'مردانه' },
      { id: 4, label: 'زنانه' },
    ],
  },
  { id: 5, label: 'تماس' },
];

const rowsOf = (rows: FlatRow[] | null | undefined) => rows?.map((r) => `${r.id}@${r.depth}`).join(' ');

/** A chain 1 > 2 > … > n, one child each. */
function chain(n: number): TreeNode[] {
  let node: TreeNode | null = null;
  for (let id = n; id >= 1; id -= 1) node = { id, label: `n${id}`, children: node ? [node] : [] };
  return node ? [node] : [];
}

describe('tree model', () => {
  it('flattens and rebuilds the nested {id, children} order', () => {
    const rows = flattenTree(menu);
    expect(rowsOf(rows)).toBe('1@0 2@0 3@1 4@1 5@0');
    expect(treeOrder(buildTree(rows))).toEqual([
      { id: 1, children: [] },
      {
        id: 2,
        children: [
          { id: 3, children: [] },
          { id: 4, children: [] },
        ],
      },
      { id: 5, children: [] },
    ]);
  });

  it('moves whole subtrees and clamps the depth to the neighbours', () => {
    const rows = flattenTree(menu);
    // پوشاک with its children to the end, asked to nest 5 deep: only one below تماس is possible.
    expect(rowsOf(moveSubtree(rows, 1, 2, 5))).toBe('1@0 5@0 2@1 3@2 4@2');
    // To the top, it cannot be nested at all.
    expect(rowsOf(moveSubtree(rows, 4, 0, 3))).toBe('5@0 1@0 2@0 3@1 4@1');
  });

  it('never lets a subtree go deeper than the maximum depth of 10', () => {
    expect(NESTABLE.maxDepth).toBe(10);
    const deep = [...flattenTree(chain(10)), { id: 99, label: 'x', depth: 0 }];
    expect(deep[9]?.depth).toBe(9);
    // The leaf at depth 9 cannot get a child: 99 indented under it stays at most depth 9.
    const moved = moveSubtree(deep, 10, 10, 20);
    expect(moved?.at(-1)?.depth).toBe(9);
    // A chain of 3 can hang at most at depth 7 (its leaf then sits at 9).
    const tall = [...flattenTree(chain(9)), ...flattenTree([{ id: 'a', label: 'a', children: chain(2) }])];
    const placed = moveSubtree(tall, 9, 9, 99);
    expect(placed?.slice(9).map((r) => r.depth)).toEqual([7, 8, 9]);
    // A chain taller than the limit fits nowhere.
    expect(moveSubtree(flattenTree(chain(11)), 0, 0, 0)).toBeNull();
  });

  it('keyboard moves: up/down over siblings, indent under the sibling above, outdent after the siblings', () => {
    const rows = flattenTree(menu);
    expect(rowsOf(keyboardMove(rows, 3, 'up')?.rows)).toBe('1@0 2@0 4@1 3@1 5@0');
    expect(rowsOf(keyboardMove(rows, 0, 'down')?.rows)).toBe('2@0 3@1 4@1 1@0 5@0');
    expect(rowsOf(keyboardMove(rows, 3, 'down')?.rows)).toBe('1@0 2@0 3@1 4@0 5@0');
    expect(rowsOf(keyboardMove(rows, 2, 'up')?.rows)).toBe('1@0 3@0 2@0 4@1 5@0');
    expect(rowsOf(keyboardMove(rows, 4, 'indent')?.rows)).toBe('1@0 2@0 3@1 4@1 5@1');
    expect(rowsOf(keyboardMove(rows, 2, 'outdent')?.rows)).toBe('1@0 2@0 4@1 3@0 5@0');
    expect(keyboardMove(rows, 0, 'up')).toBeNull();
    expect(keyboardMove(rows, 0, 'outdent')).toBeNull();
    // The first child cannot be indented (there is no sibling above to nest under).
    expect(keyboardMove(rows, 2, 'indent')).toBeNull();
    const deep = flattenTree([...chain(10), { id: 'z', label: 'z' }]);
    expect(keyboardMove(deep, 10, 'indent')?.rows.at(-1)?.depth).toBe(1);
    expect(
      keyboardMove(flattenTree(chain(10)).concat({ id: 'y', label: 'y', depth: 9 }), 10, 'indent'),
    ).toBeNull();
  });
});

function renderTree(onChange = vi.fn()) {
  render(
    <div dir="rtl">
      <NestableTree label="ترتیب منو" items={menu} onChange={onChange} indentPx={24} />
    </div>,
  );
  return onChange;
}

const lastOrder = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as TreeOrder[];

describe('NestableTree', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a tree with levels, and moves a row with the keyboard (grab, arrows, drop)', async () => {
    const onChange = renderTree();
    const tree = screen.getByRole('tree', { name: 'ترتیب منو' });
    const items = screen.getAllByRole('treeitem');
    expect(items.map((item) => item.getAttribute('aria-level'))).toEqual(['1', '1', '2', '2', '1']);
    expect(tree).toBeInTheDocument();
    items[4]?.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('برداشته شد');
    // In RTL the left arrow nests (toward the inline end).
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    expect(lastOrder(onChange)).toEqual([
      { id: 1, children: [] },
      {
        id: 2,
        children: [
          { id: 3, children: [] },
          { id: 4, children: [] },
          { id: 5, children: [] },
        ],
      },
    ]);
    expect(screen.getByRole('treeitem', { name: /تماس/ })).toHaveFocus();
  });

  it('cancels a keyboard move with Escape, and Alt+arrow moves at once', async () => {
    const onChange = renderTree();
    screen.getAllByRole('treeitem')[0]?.focus();
    await userEvent.keyboard(' {ArrowDown}{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByRole('treeitem').map((i) => i.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('خانه')]),
    );
    expect(screen.getAllByRole('treeitem')[0]).toHaveTextContent('خانه');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(lastOrder(onChange).map((node) => node.id)).toEqual([2, 1, 5]);
    // Plain arrows only move the focus.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('treeitem')[4]).toHaveFocus();
  });

  it('drags with the pointer only past the 30 px threshold, nesting toward the inline end', () => {
    expect(NESTABLE.thresholdPx).toBe(30);
    const onChange = renderTree();
    const items = screen.getAllByRole('treeitem');
    items.forEach((item, index) => {
      vi.spyOn(item, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 0, y: index * 40, width: 300, height: 40 }),
      );
    });
    const handle = items[0]?.querySelector('[data-drag-handle]') as HTMLElement;
    // 20 px of travel: below the threshold, nothing moves.
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 200, clientY: 20 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 200, clientY: 40 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 200, clientY: 40 });
    expect(onChange).not.toHaveBeenCalled();
    // Down past تماس (midpoint 180) and 30 px to the left: in RTL that nests under it.
    fireEvent.pointerDown(handle, { pointerId: 2, button: 0, clientX: 200, clientY: 20 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientX: 170, clientY: 195 });
    expect(screen.getAllByRole('treeitem').at(-1)).toHaveAttribute('data-dragging');
    fireEvent.pointerUp(handle, { pointerId: 2, clientX: 170, clientY: 195 });
    expect(lastOrder(onChange)).toEqual([
      {
        id: 2,
        children: [
          { id: 3, children: [] },
          { id: 4, children: [] },
        ],
      },
      { id: 5, children: [{ id: 1, children: [] }] },
    ]);
  });
});
