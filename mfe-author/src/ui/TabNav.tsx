import { Link } from '@teachmarket/shared-kit';

export interface Tab {
  id: string;
  label: string;
  to: string;
}

/** Tabs that are links (the tab is part of the URL, so it survives reloads and can be shared). */
export function TabNav({ tabs, active, label }: { tabs: readonly Tab[]; active: string; label: string }) {
  return (
    <nav className="tm-profile-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link key={tab.id} to={tab.to} className="tm-profile-tabs__tab" aria-current={tab.id === active ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
