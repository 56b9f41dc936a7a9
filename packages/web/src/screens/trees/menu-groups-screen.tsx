import { Link } from 'react-router';
import type { ScreenProps } from '../types.ts';
import { useMenuGroups } from './menu-groups.ts';
import './trees.css';
import '../generic/generic.css';

/** The site's menus (/admin/menu): one card per group, leading to its tree. */
export function MenuGroupsScreen({ route }: ScreenProps) {
  const groups = useMenuGroups();
  return (
    <section className="screen tree-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>{route.title}</h1>
      </header>
      {groups.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری منوها…
        </div>
      ) : groups.isError ? (
        <div className="list-state" role="alert">
          منوها بارگذاری نشد.
        </div>
      ) : (
        <ul className="tree-groups">
          {groups.data.map((group) => (
            <li key={group.id}>
              <Link to={`/menu/${encodeURIComponent(group.id)}`}>{group.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
