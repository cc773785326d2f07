/**
 * The origins a browser may call the API and the media bucket from, other than the web distribution itself
 * (which reaches the API on its own origin through `/api/*`, stacks/Web.ts): the custom domain
 * (`BALCAO_DOMAIN`) and any `WEB_ORIGIN`s (comma-separated), both read from `.env.<stage>` by SST. Stages other
 * than prod also let the Vite dev server call them.
 */
export function webOrigins(stage: string): string[] {
  const domain = process.env.BALCAO_DOMAIN;
  const configured = [
    ...(domain ? [`https://${domain}`] : []),
    ...(process.env.WEB_ORIGIN ?? '').split(',').map((origin) => origin.trim()),
  ].filter((origin) => origin !== '');
  return stage === 'prod' ? configured : [...configured, 'http://localhost:5173'];
}
