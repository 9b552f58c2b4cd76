import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { isGroup, type MenuEntry, type MenuLink } from '@/features/shell/menus';

function isActive(item: MenuLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.alsoActiveOn?.includes(path)) return true;
  return item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
}

function NavItem({ item, pathname }: { item: MenuLink; pathname: string }) {
  const active = isActive(item, pathname);
  return (
    <li>
      <Link to={item.to} className={active ? 'side-nav__link is-active' : 'side-nav__link'} aria-current={active ? 'page' : undefined}>
        {item.icon ? <Icon name={item.icon} /> : null}
        <span>{item.label}</span>
      </Link>
    </li>
  );
}

/** The area's menu. Groups (e.g. Manage Practice) are labelled lists, always open. */
export function SideNav({ label, menu }: { label: string; menu: readonly MenuEntry[] }) {
  const { pathname } = useLocation();
  return (
    <nav className="side-nav" aria-label={label}>
      <ul className="side-nav__list">
        {menu.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label} className="side-nav__group">
              <p className="side-nav__group-label" id={`nav-group-${entry.label.replace(/\W+/g, '-').toLowerCase()}`}>
                {entry.label}
              </p>
              <ul className="side-nav__list" aria-labelledby={`nav-group-${entry.label.replace(/\W+/g, '-').toLowerCase()}`}>
                {entry.items.map((item) => (
                  <NavItem key={item.to} item={item} pathname={pathname} />
                ))}
              </ul>
            </li>
          ) : (
            <NavItem key={entry.to} item={entry} pathname={pathname} />
          ),
        )}
      </ul>
    </nav>
  );
}
