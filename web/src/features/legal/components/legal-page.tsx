import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SIGNUP_NS } from '../../signup/texts';

/**
 * /term and /privacy (spec 1 §2): plain text the operator sets by replacing `legal/term.txt` or
 * `legal/privacy.txt` among the web app's files; the repository ships a default. The first line is the title,
 * blank lines separate paragraphs.
 */
export function LegalPage({ document }: { document: 'term' | 'privacy' }) {
  const { t } = useTranslation(SIGNUP_NS);
  const text = useQuery({
    queryKey: ['legal', document],
    queryFn: async () => {
      const response = await fetch(`/legal/${document}.txt`);
      if (!response.ok) throw new Error(`legal text: ${response.status}`);
      return response.text();
    },
    staleTime: Infinity,
  });
  const [title = '', ...paragraphs] = (text.data ?? '').split(/\n\s*\n/).map((part) => part.trim());

  return (
    <main className="auth-screen">
      <article className="auth-card card legal-card" data-testid={`legal-${document}`}>
        {text.isError && <p role="alert">{t('legal.loadFailed')}</p>}
        {title && <h1 className="auth-title">{title}</h1>}
        {paragraphs.filter(Boolean).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Link to="/login">{t('legal.back')}</Link>
      </article>
    </main>
  );
}
