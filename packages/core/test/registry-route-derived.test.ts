import { describe, expect, it } from 'vitest';
import { permissionsOf, resourceNamed, routeNamed } from '../src/index.ts';

describe('routes of a resource', () => {
  it("take the resource's title and read permission where they leave them out", () => {
    const brands = resourceNamed('brands');
    const list = routeNamed('brands.index');
    expect(list.resource).toBe('brands');
    expect(list.title).toBe(brands.title);
    expect(list.permission).toBe(permissionsOf(brands.permissionStem).read);
  });

  it('keep their own title and permission where they differ from the resource', () => {
    const create = routeNamed('categories.create');
    expect(create.resource).toBe('categories');
    expect(create.title).toBe('افزودن دسته‌بندی محصول');
    expect(create.permission).toBe('write_category');
  });
});
