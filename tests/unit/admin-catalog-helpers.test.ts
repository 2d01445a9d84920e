import { describe, expect, it } from 'vitest';
import { flattenCategories, parentOptions } from '@/components/admin/categories/category-tree';
import { adminImageKey, AdminUploadError } from '@/lib/api-client/admin-image-key';
import type { AdminCategoryNode } from '@/lib/api-client/admin-catalog';
import { isValidStaffKey } from '@/lib/storage/keys';

const node = (id: number, name: string, children: AdminCategoryNode[] = [], parentId: number | null = null): AdminCategoryNode => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  imageUrl: null,
  parentId,
  children,
});

const tree = [
  node(1, 'Desechables', [node(2, 'Vasos', [node(3, 'Vasos de papel', [], 2)], 1), node(4, 'Platos', [], 1)]),
  node(5, 'Bolsas'),
];

describe('category tree helpers', () => {
  it('lists parents before children, with their depth', () => {
    expect(flattenCategories(tree).map(({ category, depth }) => `${depth}:${category.name}`)).toEqual([
      '0:Desechables',
      '1:Vasos',
      '2:Vasos de papel',
      '1:Platos',
      '0:Bolsas',
    ]);
  });

  it('never offers a category, or one of its descendants, as its own parent', () => {
    const ids = (editing?: AdminCategoryNode) => parentOptions(tree, editing).map(({ category }) => category.id);
    expect(ids()).toEqual([1, 2, 3, 4, 5]);
    expect(ids(tree[0].children[0])).toEqual([1, 4, 5]);
    expect(ids(tree[0])).toEqual([5]);
  });
});

describe('adminImageKey', () => {
  it('names the file {folder}/{slug}-{timestamp}.webp, a key the server accepts', () => {
    const key = adminImageKey('categories', 'Vasos Térmicos 12 oz', 1_700_000_000_000);
    expect(key).toBe('categories/vasos-termicos-12-oz-1700000000000.webp');
    expect(isValidStaffKey(key)).toBe(true);
  });

  it('keeps a very long name within the key length limit', () => {
    const key = adminImageKey('products', 'Contenedor '.repeat(40), 1);
    expect(isValidStaffKey(key)).toBe(true);
  });

  it('refuses a name that gives no slug with the spec message', () => {
    expect(() => adminImageKey('payment-methods', '¿¡ !?')).toThrow(AdminUploadError);
    expect(() => adminImageKey('payment-methods', '')).toThrow('No se pudo determinar un nombre para generar el slug de la imagen.');
  });
});
