import { fileURLToPath } from 'node:url';
import { initProject } from 'sst/project.js';
import { beforeAll } from 'vitest';
import { describeApi } from './assertions/api.js';
import { describeBundling } from './assertions/bundling.js';
import { describeFunctions } from './assertions/functions.js';
import { describeJobs } from './assertions/jobs.js';
import { describePayments } from './assertions/payments.js';
import { describeRealtime } from './assertions/realtime.js';
import { describeScheduler } from './assertions/scheduler.js';
import { describeSessionHost } from './assertions/session-host.js';
import { describeStorage } from './assertions/storage.js';
import { describeWeb } from './assertions/web.js';
import { imported, only, PROD_ORIGIN, PROD_PAYMENTS, synth, type Synthesized } from './template-queries.js';

/*
 * The whole app synthesized offline, once per stage, then asserted concern by concern (stacks/assertions/). `test`
 * is bundled as `sst deploy` bundles it (every handler through esbuild, the web build packed), which takes most
 * of this file's time; `prod` differs only in settings, so it is synthesized without bundling the same code again.
 */
process.env.NODE_ENV = 'test';
const root = fileURLToPath(new URL('..', import.meta.url));
let synthesized: Synthesized;

beforeAll(async () => {
  await initProject({ stage: 'test', root });
  const prod = await synth('prod', { bundle: false, env: { WEB_ORIGIN: PROD_ORIGIN, ...PROD_PAYMENTS } });
  const dev = await synth('test', { bundle: true });
  const table = only(dev.Storage, 'AWS::DynamoDB::Table').id;
  const bucket = only(dev.Storage, 'AWS::S3::Bucket').id;
  const wsApi = { Ref: only(dev.Realtime, 'AWS::ApiGatewayV2::Api').id };
  synthesized = {
    dev,
    prod,
    ref: {
      tableName: imported(dev.Storage, { Ref: table }),
      tableArn: imported(dev.Storage, { 'Fn::GetAtt': [table, 'Arn'] }),
      wsApi,
      wsApiImported: imported(dev.Realtime, wsApi),
      media: imported(dev.Storage, { Ref: bucket }),
      mediaArn: imported(dev.Storage, { 'Fn::GetAtt': [bucket, 'Arn'] }),
    },
  };
}, 120_000);

const app = () => synthesized;
describeStorage(app);
describeRealtime(app);
describeScheduler(app);
describeJobs(app);
describeApi(app);
describePayments(app);
describeSessionHost(app);
describeWeb(app);
describeFunctions(app);
describeBundling(app);
