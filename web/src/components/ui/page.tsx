import type { ReactNode } from 'react';

interface PageProps {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of the shell: a header row with the title and its actions, then a card with the content. */
export function Page({ title, actions, children }: PageProps) {
  return (
    <section className="page">
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        {actions && <div className="page-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
