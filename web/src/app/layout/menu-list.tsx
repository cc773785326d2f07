import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../../components/ui/icons';
import type { MenuItem } from './menu-items';

interface MenuListProps {
  items: MenuItem[];
  connectionsAlert: boolean;
  /** The user has unread internal-chat messages: the Chats entry shows a dot. */
  unreadChats?: boolean;
}

export function MenuList({ items, connectionsAlert, unreadChats = false }: MenuListProps) {
  return (
    <ul className="menu-list">
      {items.map((item) => (
        <li key={item.label}>
          {item.children ? (
            <MenuGroup item={item} subItems={item.children} />
          ) : (
            <MenuLink
              item={item}
              alert={item.label === 'connections' && connectionsAlert}
              dot={item.label === 'chats' && unreadChats}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuLink({ item, alert, dot = false }: { item: MenuItem; alert: boolean; dot?: boolean }) {
  const { t } = useTranslation();
  return (
    <NavLink to={item.to} end={item.to === '/'} className="menu-link" data-testid={`menu-${item.label}`}>
      <Icon name={item.icon} />
      <span className="menu-label">{t(`menu.${item.label}`)}</span>
      {alert && (
        <span className="menu-alert" role="img" aria-label={t('menu.connectionsAlert')} data-testid="connections-alert">
          !
        </span>
      )}
      {dot && <span className="menu-dot" aria-hidden="true" data-testid="chats-dot" />}
    </NavLink>
  );
}

function MenuGroup({ item, subItems }: { item: MenuItem; subItems: MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const containsCurrent = subItems.some((child) => pathname.startsWith(child.to));
  // A plain disclosure (a button that shows and hides its list, aria-expanded), without a library at start.
  const [open, setOpen] = useState(containsCurrent);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="menu-link"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        data-testid={`menu-${item.label}`}
        onClick={() => setOpen(!open)}
      >
        <Icon name={item.icon} />
        <span className="menu-label">{t(`menu.${item.label}`)}</span>
        <Icon name="chevronDown" size={16} className="menu-chevron" />
      </button>
      {open && (
        <ul id={panelId} className="menu-list menu-sublist">
          {subItems.map((child) => (
            <li key={child.label}>
              <MenuLink item={child} alert={false} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
