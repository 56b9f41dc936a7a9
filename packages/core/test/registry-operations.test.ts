import { describe, expect, it } from 'vitest';
import { allowsOperation, operationPermission, RESOURCE_OPERATIONS, resourceNamed } from '../src/index.ts';

describe('allowsOperation', () => {
  const brands = resourceNamed('brands');
  const logs = resourceNamed('logs');

  it('follows the declaration: no operations list offers all five, a list only its own', () => {
    expect(brands.operations).toBeUndefined();
    expect(RESOURCE_OPERATIONS.filter((op) => allowsOperation(brands, op))).toEqual(RESOURCE_OPERATIONS);
    expect(logs.operations).toBeDefined();
    expect(RESOURCE_OPERATIONS.filter((op) => allowsOperation(logs, op))).toEqual(logs.operations);
  });

  it("asks the admin's permissions for each operation: read_ to list and get, then write_, modify_, delete_", () => {
    expect(RESOURCE_OPERATIONS.map((op) => operationPermission(brands, op))).toEqual([
      'read_brand',
      'read_brand',
      'write_brand',
      'modify_brand',
      'delete_brand',
    ]);
    const readOnly = ['read_brand'];
    expect(RESOURCE_OPERATIONS.filter((op) => allowsOperation(brands, op, readOnly))).toEqual([
      'list',
      'get',
    ]);
    expect(allowsOperation(brands, 'delete', ['delete_brand'])).toBe(true);
    expect(allowsOperation(brands, 'list', [])).toBe(false);
    expect(allowsOperation(brands, 'delete', ['super_admin'])).toBe(true);
  });

  it('refuses an operation the declaration leaves out even to a super admin', () => {
    const missing = RESOURCE_OPERATIONS.find((op) => !logs.operations?.includes(op));
    expect(missing).toBeDefined();
    if (missing) expect(allowsOperation(logs, missing, ['super_admin'])).toBe(false);
  });
});
