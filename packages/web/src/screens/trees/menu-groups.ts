import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';

interface MenuGroups {
  groups: { id: string; title: string }[];
}

/** The menu groups with their Persian titles (`GET admin/menu_items/groups`). */
export function useMenuGroups() {
  const { api } = useServices();
  return useQuery({
    queryKey: ['menu_items', 'groups'],
    queryFn: async ({ signal }) => (await api.get<MenuGroups>('admin/menu_items/groups', { signal })).groups,
  });
}
