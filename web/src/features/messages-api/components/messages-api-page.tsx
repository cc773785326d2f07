import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { Page } from '../../../components/ui/page';
import { SEND_PATH } from '../send-test';
import { MESSAGES_API_NS } from '../texts';
import { TestForm } from './test-form';
import './messages-api.css';

/** Examples an integrator can paste into a terminal, with this site's address. */
function examples(origin: string) {
  const url = `${origin}${SEND_PATH}`;
  const auth = `  -H "Authorization: Bearer <token>" \\`;
  return {
    url,
    text: [
      `curl -X POST ${url} \\`,
      auth,
      `  -H "Content-Type: application/json" \\`,
      `  -d '{"number": "5511999998888", "body": "Olá!"}'`,
    ].join('\n'),
    media: [
      `curl -X POST ${url} \\`,
      auth,
      `  -F number=5511999998888 \\`,
      `  -F body="Segue o arquivo" \\`,
      `  -F medias=@arquivo.pdf`,
    ].join('\n'),
  };
}

/**
 * /messages-api (spec 3 §2, docs/decisions/055), for a plan with useExternalApi: how to send text and files
 * through the public API, its reference page, and the two test forms that send through it with a token.
 */
export function MessagesApiPage() {
  const { t } = useTranslation(MESSAGES_API_NS);
  const sample = examples(window.location.origin);
  const copy = (text: string, testId: string) => (
    <CopyButton text={text} label={t('copy')} copiedLabel={t('copied')} data-testid={testId} />
  );
  return (
    <Page title={t('title')}>
      <div className="messages-api">
        <article className="card messages-api-card messages-api-guide">
          <p>{t('intro')}</p>
          <h2 className="messages-api-heading">{t('howTitle')}</h2>
          <div className="messages-api-endpoint">
            <span className="field-label">{t('endpoint')}</span>
            <code data-testid="messages-api-url">POST {sample.url}</code>
            {copy(sample.url, 'copy-url')}
          </div>
          <p>{t('auth')}</p>
          <p className="messages-api-rule">{t('numberRule')}</p>
          <h3 className="messages-api-subheading">{t('textTitle')}</h3>
          <p className="muted">{t('textHelp')}</p>
          <div className="messages-api-code">
            <pre>{sample.text}</pre>
            {copy(sample.text, 'copy-text')}
          </div>
          <h3 className="messages-api-subheading">{t('mediaTitle')}</h3>
          <p className="muted">{t('mediaHelp')}</p>
          <div className="messages-api-code">
            <pre>{sample.media}</pre>
            {copy(sample.media, 'copy-media')}
          </div>
          <p className="muted">{t('answerHelp')}</p>
          <p className="muted">{t('limits')}</p>
          <p className="messages-api-links">
            <a className="btn btn-ghost" href="/api/docs" target="_blank" rel="noopener" data-testid="api-reference">
              {t('reference')}
            </a>
            <a href="/api/openapi.json" target="_blank" rel="noopener">
              {t('document')}
            </a>
          </p>
          <p className="muted">{t('referenceHint')}</p>
        </article>
        <div className="messages-api-tests">
          <TestForm mode="text" />
          <TestForm mode="media" />
        </div>
      </div>
    </Page>
  );
}
