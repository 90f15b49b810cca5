import { NavLink } from 'react-router-dom';

const TABS = [
  { label: 'Início', to: '/dashboard' },
  { label: 'Calendário', to: '/calendario' },
  { label: 'Mensagens', to: '/mensagens' },
  { label: 'Financeiro', to: '/financeiro' },
  { label: 'Conta', to: '/conta' },
];

export function BottomBar() {
  return (
    <nav aria-label="Navegação principal" style={{ position: 'fixed', bottom: 0, left: 0, right: 0, display: 'flex', background: '#fff', borderTop: '1px solid #e4ebe9', height: 64 }}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          style={({ isActive }) => ({ flex: 1, display: 'grid', placeItems: 'center', fontSize: 13, color: isActive ? '#0f6b5c' : '#5b6b67', fontWeight: isActive ? 700 : 500, textDecoration: 'none' })}
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
