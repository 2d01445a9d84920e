'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAttribute, AdminAttributeValue } from '@/lib/data/admin/attributes';
import type { AdminCategory } from '@/lib/data/admin/categories';
import type { PublicCategory } from '@/lib/contracts/catalog';
import type { CategoryInput } from '@/lib/validation/admin/categories';
import { adminKeys, useAdminEnabled, useAdminFetch } from './admin';
import { useUploadAdminImage } from './admin-upload';

/** A category with its children nested (GET /api/admin/categories). */
export type AdminCategoryNode = PublicCategory;

// ---- categories -------------------------------------------------------------------------------

export function useAdminCategories() {
  const call = useAdminFetch();
  return useQuery({
    queryKey: adminKeys.categories,
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<{ categories: AdminCategoryNode[] }>('/api/admin/categories', { signal }).then((r) => r.categories),
  });
}

export type SaveCategory = {
  /** Editing this category; creating when absent. */
  id?: number;
  input: Omit<CategoryInput, 'imageUrl'>;
  /** A new file to upload, null to remove the current image, undefined to keep it. */
  image?: File | null;
};

/**
 * Spec 2 §4: the category is saved first, then the image is uploaded under categories/ with
 * the category's slug, then the category gets `{ imageUrl }`. null clears the image.
 */
export function useSaveAdminCategory() {
  const call = useAdminFetch();
  const uploadImage = useUploadAdminImage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, image }: SaveCategory) => {
      const body: CategoryInput = image === null ? { ...input, imageUrl: null } : input;
      let { category } = await call<{ category: AdminCategory }>(id ? `/api/admin/categories/${id}` : '/api/admin/categories', {
        method: id ? 'PUT' : 'POST',
        body,
      });
      if (image) {
        const imageUrl = await uploadImage(image, 'categories', category.slug || category.name);
        ({ category } = await call<{ category: AdminCategory }>(`/api/admin/categories/${category.id}`, {
          method: 'PUT',
          body: { imageUrl },
        }));
      }
      return category;
    },
    // Also after a failed upload: the category itself may have been saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
  });
}

export function useDeleteAdminCategory() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<{ success: true }>(`/api/admin/categories/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
  });
}

// ---- attributes -------------------------------------------------------------------------------

export function useAdminAttributes() {
  const call = useAdminFetch();
  return useQuery({
    queryKey: adminKeys.attributes,
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<{ attributes: AdminAttribute[] }>('/api/admin/attributes', { signal }).then((r) => r.attributes),
  });
}

function useAttributeMutation<V, R>(request: (call: ReturnType<typeof useAdminFetch>, variables: V) => Promise<R>) {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => request(call, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.attributes }),
  });
}

export function useSaveAdminAttribute() {
  return useAttributeMutation((call, { id, name }: { id?: number; name: string }) =>
    call<{ attribute: AdminAttribute }>(id ? `/api/admin/attributes/${id}` : '/api/admin/attributes', {
      method: id ? 'PUT' : 'POST',
      body: { name },
    }).then((r) => r.attribute),
  );
}

export function useDeleteAdminAttribute() {
  return useAttributeMutation((call, id: number) => call<{ success: true }>(`/api/admin/attributes/${id}`, { method: 'DELETE' }));
}

export function useSaveAdminAttributeValue() {
  return useAttributeMutation((call, { attributeId, id, value }: { attributeId: number; id?: number; value: string }) =>
    call<{ value: AdminAttributeValue }>(
      id ? `/api/admin/attributes/${attributeId}/values/${id}` : `/api/admin/attributes/${attributeId}/values`,
      { method: id ? 'PUT' : 'POST', body: { value } },
    ).then((r) => r.value),
  );
}

export function useDeleteAdminAttributeValue() {
  return useAttributeMutation((call, { attributeId, id }: { attributeId: number; id: number }) =>
    call<{ success: true }>(`/api/admin/attributes/${attributeId}/values/${id}`, { method: 'DELETE' }),
  );
}
