import type { MenuItem } from '@shop-admin/core';
import { type Ref, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { toAdminPath, toRouterPath } from '../app/paths.ts';
import { useAdminHome } from '../app/services-context.tsx';
import { Icon } from './icons.tsx';

function containsPath(item: MenuItem, adminPath: string): boolean {
  if (item.path && (adminPath === item.path || adminPath.startsWith(`${item.path}/`))) return true;
  return (item.children ?? []).some((child) => containsPath(child, adminPath));
}

/** A link of the menu; only top-level entries show their icon (children line up under the group's). */
function MenuLink({ item, icon = true }: { item: MenuItem; icon?: boolean }) {
  const to = toRouterPath(item.path ?? '/admin');
  return (
    <NavLink to={to} end={to === '/'} className="menu-link" data-menu-id={item.id}>
      {icon && item.icon && <Icon name={item.icon} />}
      <span>{item.title}</span>
    </NavLink>
  );
}

function MenuGroup({ item, current }: { item: MenuItem; current: string }) {
  const active = containsPath(item, current);
  const [open, setOpen] = useState(active);
  const id = `menu-${item.id.replace(/\W/g, '-')}`;
  return (
    <li className="menu-group" data-open={open || undefined}>
      <button
        type="button"
        className="menu-group-toggle"
        aria-expanded={open}
        aria-controls={id}
        data-active={active || undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon name={item.icon} />
        <span>{item.title}</span>
        <Icon name="chevron-down" className="chevron" />
      </button>
      <ul id={id} hidden={!open}>
        {(item.children ?? []).map((child) => (
          <li key={child.id}>
            <MenuLink item={child} icon={false} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The sidebar: core's admin home `menus` (buildAdminMenu filtered by the admin's permissions, with
 * 'تنظیمات' and one child per settings group). The group holding the current page starts open.
 */
export function Sidebar({ ref, open }: { ref?: Ref<HTMLElement>; open?: boolean }) {
  const { menus } = useAdminHome();
  const location = useLocation();
  const current = toAdminPath(location.pathname);
  return (
    <nav ref={ref} id="sidebar" className="sidebar" aria-label="منوی اصلی" data-open={open || undefined}>
      <div className="brand">پنل مدیریت فروشگاه</div>
      <ul className="menu">
        {menus.map((item) =>
          item.children ? (
            <MenuGroup key={item.id} item={item} current={current} />
          ) : (
            <li key={item.id}>
              <MenuLink item={item} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
