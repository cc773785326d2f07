import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionsOf,
  endpoint,
  grant,
  type Json,
  only,
  type Refs,
  statementsOfRole,
  type Synth,
  type Synthesized,
} from '../template-queries.js';

/** Assertions on the SessionHost concern, over the app synthesized once by stacks/infra.test.ts. */
export function describeSessionHost(synthesized: () => Synthesized): void {
  let dev: Synth;
  let ref: Refs;
  beforeAll(() => {
    ({ dev, ref } = synthesized());
  });

  describe('SessionHost', () => {
    it('runs one arm64 Fargate task with a public IP for its way out, no load balancer and no way in', () => {
      expect(Object.keys(dev.SessionHost.findResources('AWS::ElasticLoadBalancingV2::LoadBalancer'))).toEqual([]);
      expect(Object.keys(dev.SessionHost.findResources('AWS::CloudFront::Distribution'))).toEqual([]);
      expect(Object.keys(dev.SessionHost.findResources('AWS::EC2::NatGateway'))).toEqual([]);
      expect(only(dev.SessionHost, 'AWS::EC2::SecurityGroup').SecurityGroupIngress).toBeUndefined();
      expect(only(dev.SessionHost, 'AWS::ECS::Service')).toMatchObject({
        LaunchType: 'FARGATE',
        NetworkConfiguration: { AwsvpcConfiguration: { AssignPublicIp: 'ENABLED' } },
        DeploymentConfiguration: { MaximumPercent: 100, MinimumHealthyPercent: 0 },
      });
      expect(only(dev.SessionHost, 'AWS::ApplicationAutoScaling::ScalableTarget')).toMatchObject({
        MinCapacity: 1,
        MaxCapacity: 4,
      });
    });

    it('is given the table, the chat queues, the media bucket and the management endpoint', () => {
      const task = only(dev.SessionHost, 'AWS::ECS::TaskDefinition');
      expect(task.RuntimePlatform).toEqual({ CpuArchitecture: 'ARM64' });
      const env = Object.fromEntries(task.ContainerDefinitions[0].Environment.map((e: Json) => [e.Name, e.Value]));
      expect(env).toMatchObject({
        TABLE_NAME: ref.tableName,
        MEDIA_BUCKET: ref.media,
        WS_ENDPOINT: endpoint(ref.wsApiImported),
        STAGE: 'test',
      });
      expect(JSON.stringify(env.INBOUND_QUEUE_URL)).toMatch(/Inbound/);
      expect(JSON.stringify(env.OUTBOUND_QUEUE_URL)).toMatch(/Outbound/);
    });

    it('has a task role limited to those: item access, send inbound, consume outbound, media objects, sockets', () => {
      const role = only(dev.SessionHost, 'AWS::ECS::TaskDefinition').TaskRoleArn['Fn::GetAtt'][0];
      const statements = statementsOfRole(dev.SessionHost, role);
      expect(new Set(statements.flatMap(actionsOf).map((a) => a.split(':')[0]))).toEqual(
        new Set(['dynamodb', 'sqs', 's3', 'execute-api', 'kms']),
      );
      expect(
        grant(statements, ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl']).Resource['Fn::ImportValue'],
      ).toMatch(/Inbound/);
      const consume = [
        'sqs:ReceiveMessage',
        'sqs:ChangeMessageVisibility',
        'sqs:GetQueueUrl',
        'sqs:DeleteMessage',
        'sqs:GetQueueAttributes',
      ];
      expect(grant(statements, consume).Resource['Fn::ImportValue']).toMatch(/Outbound/);
      expect(statements.every((s) => s.Resource !== '*' && !actionsOf(s).some((a) => a.endsWith('*')))).toBe(true);
    });

    it('seals the auth state with a rotated KMS key of its own that only the task role may use', () => {
      const key = only(dev.SessionHost, 'AWS::KMS::Key');
      expect(key.EnableKeyRotation).toBe(true);
      const keyArn = { 'Fn::GetAtt': [key.id, 'Arn'] };
      const task = only(dev.SessionHost, 'AWS::ECS::TaskDefinition');
      const env = Object.fromEntries(task.ContainerDefinitions[0].Environment.map((e: Json) => [e.Name, e.Value]));
      expect(env.AUTH_KMS_KEY_ID).toEqual(keyArn);

      const role = task.TaskRoleArn['Fn::GetAtt'][0];
      expect(grant(statementsOfRole(dev.SessionHost, role), ['kms:GenerateDataKey', 'kms:Decrypt']).Resource).toEqual(
        keyArn,
      );
      const policies = Object.values(dev.SessionHost.findResources('AWS::IAM::Policy')) as Json[];
      const kmsUsers = policies.filter((p) =>
        p.Properties.PolicyDocument.Statement.some((s: Json) => actionsOf(s).some((a) => a.startsWith('kms:'))),
      );
      expect(kmsUsers.flatMap((p) => p.Properties.Roles)).toEqual([{ Ref: role }]);
      // The key policy names the account alone, which lets IAM (the statement above) delegate its use.
      const principals = key.KeyPolicy.Statement.map((s: Json) => JSON.stringify(s.Principal));
      expect(principals.every((p: string) => p.includes(':root'))).toBe(true);
    });

    it("raises the Alerts alarm on a session host log line with alert 'connection'", () => {
      const filter = only(dev.SessionHost, 'AWS::Logs::MetricFilter');
      expect(filter.FilterPattern).toBe('{ $.alert = "connection" }');
      expect(JSON.stringify(filter.LogGroupName)).toMatch(/LogRetention/);
      const [transform] = filter.MetricTransformations;
      expect(transform).toMatchObject({ MetricValue: '1', MetricName: 'ConnectionAlerts' });
      const alarm = only(dev.SessionHost, 'AWS::CloudWatch::Alarm', { MetricName: 'ConnectionAlerts' });
      expect(alarm).toMatchObject({
        Namespace: transform.MetricNamespace,
        Statistic: 'Sum',
        Threshold: 1,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      expect(JSON.stringify(alarm.AlarmActions)).toMatch(/ImportValue.*Alerts/);
    });

    it('is built from session-host/Dockerfile, which runs the esbuild bundle and its own dependencies', () => {
      const dockerfile = readFileSync(new URL('../../session-host/Dockerfile', import.meta.url), 'utf8');
      expect(dockerfile).toMatch(/^FROM \S+node:22/m);
      expect(dockerfile).toMatch(/^COPY dist\/package\.json/m);
      expect(dockerfile).toMatch(/^CMD \["node", .*"main\.js"\]/m);
    });
  });
}
