import { Template } from 'aws-cdk-lib/assertions';
import { App, getStack } from 'sst/constructs';
import { expect } from 'vitest';
import config from '../sst.config.js';
import { Api } from './Api.js';
import { Jobs } from './Jobs.js';
import { Realtime } from './Realtime.js';
import { Scheduler } from './Scheduler.js';
import { SessionHost } from './SessionHost.js';
import { Storage } from './Storage.js';
import { Web } from './Web.js';

/** CloudFormation JSON, as the assertions library returns it. */
export type Json = any;

/** How the test stage's templates name the resources other stacks import. */
export type Refs = Record<'tableName' | 'tableArn' | 'wsApi' | 'wsApiImported' | 'media' | 'mediaArn', Json>;

/** The app synthesized for `test` (bundled) and `prod`, and the references the assertions compare against. */
export interface Synthesized {
  dev: Synth;
  prod: Synth;
  ref: Refs;
}

/** The origin `prod` is synthesized with (WEB_ORIGIN). */
export const PROD_ORIGIN = 'https://app.balcao.example';

/** What a function that sends jobs or sets timers is told (stacks/Jobs.ts `producer`). */
export const PRODUCER_ENV = [
  'INBOUND_QUEUE_URL',
  'OUTBOUND_QUEUE_URL',
  'CAMPAIGN_QUEUE_URL',
  'WEBHOOK_QUEUE_URL',
  'TIMER_QUEUE_ARN',
  'SCHEDULE_GROUP',
  'SCHEDULER_ROLE_ARN',
  'SCHEDULER_DEAD_LETTER_ARN',
];

/** The deploy-time settings (`.env.<stage>`) a synth starts without. */
const SYNTH_SETTINGS = ['WEB_ORIGIN', 'BALCAO_DOMAIN', 'ALERT_EMAIL', 'SIMULATOR'];
const PAYMENT_SETTINGS = [
  'PAYMENTS_PROVIDER',
  'PIX_MERCHANT_NAME',
  'PIX_MERCHANT_CITY',
  'PIX_SANDBOX_KEY',
  'EFI_BASE_URL',
];

/** `prod` is synthesized as a stage that bills with Efí (docs/decisions/042). */
export const PROD_PAYMENTS = {
  PAYMENTS_PROVIDER: 'efi',
  PIX_MERCHANT_NAME: 'Balcao Atendimento',
  PIX_MERCHANT_CITY: 'Sao Paulo',
};

/** The test stage's WebSocket management endpoint, given the API's id as this template names it. */
export const endpoint = (api: Json) => ({
  'Fn::Join': ['', ['https://', api, '.execute-api.us-east-1.', { Ref: 'AWS::URLSuffix' }, '/test']],
});

const stacks = { Storage, Realtime, Scheduler, Jobs, Api, SessionHost, Web };
export type Synth = Record<keyof typeof stacks, Template>;

/**
 * Synthesizes the app offline through sst.config.ts as `sst deploy` does (initProject first, NODE_ENV=test so
 * SST skips its bootstrap lookup in AWS). With `bundle`, `app.finish()` also bundles every handler with esbuild
 * and packs the web build, so a handler whose imports do not resolve fails here as it would on deploy.
 */
export async function synth(stage: string, options: { bundle: boolean; env?: Record<string, string> }): Promise<Synth> {
  for (const name of [...SYNTH_SETTINGS, ...PAYMENT_SETTINGS]) delete process.env[name];
  Object.assign(process.env, options.env);
  const app = new App({ mode: 'deploy', stage, name: 'balcao', region: 'us-east-1', account: '123456789012' });
  await config.stacks(app);
  if (options.bundle) await app.finish();
  return Object.fromEntries(
    Object.entries(stacks).map(([name, fn]) => [name, Template.fromStack(getStack(fn))]),
  ) as Synth;
}

/** The one resource of this type (matching `props`), with its logical id. */
export function only(template: Template, type: string, props: Json = {}): Json {
  const found = Object.entries(template.findResources(type, { Properties: props }));
  expect(found, `${type} ${JSON.stringify(props)}`).toHaveLength(1);
  const [id, resource] = found[0]!;
  return { id, ...resource.Properties };
}

export function resources(template: Template): Record<string, Json> {
  return template.toJSON().Resources as Record<string, Json>;
}

/** How another stack refers to `value` of this one (e.g. the table's ARN): through an export. */
export function imported(template: Template, value: Json): Json {
  const outputs = Object.values(template.toJSON().Outputs as Json) as Json[];
  const output = outputs.find((o) => JSON.stringify(o.Value) === JSON.stringify(value));
  expect(output, `an export of ${JSON.stringify(value)}`).toBeDefined();
  return { 'Fn::ImportValue': output.Export.Name };
}

/** Follows route → integration → function. */
export function behindRoute(template: Template, routeKey: string): { integration: Json; fn: Json } {
  const route = only(template, 'AWS::ApiGatewayV2::Route', { RouteKey: routeKey });
  const integration = resources(template)[route.Target['Fn::Join'][1][1].Ref].Properties;
  const fnId = JSON.stringify(integration.IntegrationUri).match(/"Fn::GetAtt":\["([^"]+)","Arn"\]/)?.[1];
  return { integration, fn: resources(template)[fnId!].Properties };
}

/** Every IAM statement attached to a role (given as a Ref or GetAtt of its logical id). */
export function statementsOfRole(template: Template, roleId: string): Json[] {
  return (Object.values(template.findResources('AWS::IAM::Policy')) as Json[])
    .filter((p) => p.Properties.Roles.some((r: Json) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

/** Every IAM statement attached to the role of the function with this handler. */
export function statementsOf(template: Template, handler: string): Json[] {
  return statementsOfRole(
    template,
    only(template, 'AWS::Lambda::Function', { Handler: handler }).Role['Fn::GetAtt'][0],
  );
}

export const actionsOf = (s: Json): string[] => [s.Action].flat();

/** The statement granting exactly these actions. */
export function grant(statements: Json[], actions: string[]): Json {
  const found = statements.filter((s) => JSON.stringify(actionsOf(s).sort()) === JSON.stringify([...actions].sort()));
  expect(found, `a statement granting ${actions.join(', ')}`).toHaveLength(1);
  return found[0];
}

/** The Jobs stack's alarm on a dead-letter queue (`queueName`, as the template names it): one message sends an alert. */
export function expectDeadLetterAlarm(jobs: Template, queueName: Json): void {
  expect(only(jobs, 'AWS::CloudWatch::Alarm', { Dimensions: [{ Name: 'QueueName', Value: queueName }] })).toMatchObject(
    {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: only(jobs, 'AWS::SNS::Topic').id }],
    },
  );
}
