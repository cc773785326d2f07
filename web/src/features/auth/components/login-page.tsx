import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/ui/field';
import { login } from '../../../lib/auth/session-api';
import { useSession } from '../../../lib/auth/session-provider';

export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Failures (wrong password, expired subscription, too many attempts) are toasted by the API client.
  const loginMutation = useMutation({ mutationFn: login, onSuccess: signIn });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    loginMutation.mutate({ email: email.trim(), password });
  };

  return (
    <main className="auth-screen">
      <div className="auth-card card">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden="true" />
          <span>{t('common.appName')}</span>
        </div>
        <h1 className="auth-title">{t('login.title')}</h1>
        <p className="muted">{t('login.subtitle')}</p>
        <form className="form-grid" onSubmit={onSubmit} data-testid="login-form">
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={loginMutation.isPending}>
            {t('login.submit')}
          </button>
        </form>
        <p className="auth-signup">
          {t('login.noAccount')} <Link to="/signup">{t('login.signup')}</Link>
        </p>
        <nav className="auth-links">
          <Link to="/term">{t('login.terms')}</Link>
          <span aria-hidden="true">·</span>
          <Link to="/privacy">{t('login.privacy')}</Link>
        </nav>
      </div>
    </main>
  );
}
