import { Duration, Fn } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { StackContext } from 'sst/constructs';
import { HSTS_MAX_AGE_SECONDS, webContentSecurityPolicy } from '../functions/src/http/security-headers.js';

/**
 * The headers CloudFront adds to the web app's answers (docs/decisions/021): the same Content-Security-Policy the
 * embedded server sends, with what differs in the cloud. Media are read through presigned S3 URLs, on the bucket's
 * own host (global or regional form, as the SDK writes it); the WebSocket is on the site (`/ws`), covered by
 * `'self'`, and the WebSocket API's host is named too. The site is HTTPS only (redirect-to-https), so HSTS always.
 */
export function webSecurityHeaders(
  stack: StackContext['stack'],
  origins: { media: Bucket; webSocketHost: string },
): ResponseHeadersPolicy {
  const bucket = origins.media.bucketName;
  const media = [`https://${bucket}.s3.amazonaws.com`, `https://${bucket}.s3.${stack.region}.amazonaws.com`];
  const connect = [`wss://${origins.webSocketHost}`];
  return new ResponseHeadersPolicy(stack, 'WebSecurityHeaders', {
    comment: 'Balcão web app: CSP, no framing, nosniff, referrer policy, HSTS',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: webContentSecurityPolicy({ connect, media }), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: false,
        override: true,
      },
    },
  });
}

/** `https://host/...` or `wss://host/stage` → `host`. */
export function hostOf(url: string): string {
  return Fn.select(2, Fn.split('/', url));
}
