import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { IpAddresses, SubnetType, Vpc } from 'aws-cdk-lib/aws-ec2';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { FilterPattern, LogGroup, LogRetention, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Service, use, type StackContext } from 'sst/constructs';
import { mediaAccess, simulator } from './function-defaults.js';
import { Jobs } from './Jobs.js';
import { Realtime } from './Realtime.js';
import { Storage } from './Storage.js';

/**
 * The chat-app session host (docs/decisions/008, 011): one Fargate task running `session-host/dist/main.js`
 * from session-host/Dockerfile. It serves nothing, so it has no load balancer and no open port: a public
 * subnet with a public IP gives it the way out to WhatsApp and AWS without a NAT gateway (~US$ 33 a month).
 * Its role reaches the table, the two chat queues, the media bucket and the sockets — nothing else.
 */
export function SessionHost({ stack }: StackContext) {
  const { table, media } = use(Storage);
  const { publisher } = use(Realtime);
  const { inbound, outbound, alerts } = use(Jobs);

  // Seals the chat-app auth state (session-host/src/baileys/auth-crypto.ts): only the host's role may use it.
  const authKey = new Key(stack, 'AuthStateKey', {
    description: `Balcão ${stack.stage}: data key of the chat-app auth state`,
    enableKeyRotation: true,
  });

  const vpc = new Vpc(stack, 'Vpc', {
    ipAddresses: IpAddresses.cidr('10.40.0.0/16'),
    maxAzs: 2,
    natGateways: 0,
    subnetConfiguration: [{ name: 'public', subnetType: SubnetType.PUBLIC }],
  });

  const host = new Service(stack, 'SessionHost', {
    path: 'session-host',
    file: 'Dockerfile',
    architecture: 'arm64',
    cpu: '0.5 vCPU',
    memory: '1 GB',
    // SST wants a container port; nothing listens on it and the security group lets nothing in.
    port: 8080,
    logRetention: 'one_month',
    environment: {
      TABLE_NAME: table.tableName,
      MEDIA_BUCKET: media.bucketName,
      INBOUND_QUEUE_URL: inbound.queueUrl,
      OUTBOUND_QUEUE_URL: outbound.queueUrl,
      STAGE: stack.stage,
      SIMULATOR: simulator(),
      AUTH_KMS_KEY_ID: authKey.keyArn,
      ...publisher.environment,
    },
    permissions: [
      [table.cdk.table, 'grantReadWriteData'],
      [inbound, 'grantSendMessages'],
      [outbound, 'grantConsumeMessages'],
      mediaAccess(media),
      new PolicyStatement({ actions: ['kms:GenerateDataKey', 'kms:Decrypt'], resources: [authKey.keyArn] }),
      ...publisher.permissions,
    ] as never[],
    // Leases (docs/decisions/008) keep two hosts off one number; commands reach the host that drives their
    // connection through its inbox (014), so hosts are added as sessions load the CPU or memory.
    scaling: { minContainers: 1, maxContainers: 4, cpuUtilization: 70, memoryUtilization: 75 },
    cdk: {
      vpc,
      applicationLoadBalancer: false,
      cloudfrontDistribution: false,
      fargateService: {
        assignPublicIp: true,
        vpcSubnets: { subnetType: SubnetType.PUBLIC },
        // A deploy stops the old task before starting the new one, which then takes the leases over at once.
        minHealthyPercent: 0,
        maxHealthyPercent: 100,
        circuitBreaker: { rollback: true },
      },
    },
  });

  alarmOnConnectionAlerts(host, alerts);

  return { host };
}

/**
 * A session that cannot reconnect logs `alert: "connection"` (docs/operations.md): one such line raises the alarm.
 * Under `sst dev` the service is a placeholder with no log group, so there is nothing to watch.
 */
function alarmOnConnectionAlerts(host: Service, alerts: ITopic): void {
  const logs = host.node.tryFindChild('LogRetention');
  if (!(logs instanceof LogRetention)) return;
  const stack = Stack.of(host);
  const filter = new MetricFilter(stack, 'ConnectionAlertFilter', {
    logGroup: LogGroup.fromLogGroupArn(stack, 'SessionHostLogs', logs.logGroupArn),
    filterPattern: FilterPattern.stringValue('$.alert', '=', 'connection'),
    metricNamespace: 'Balcao/SessionHost',
    metricName: 'ConnectionAlerts',
    metricValue: '1',
  });
  new Alarm(stack, 'ConnectionAlertAlarm', {
    alarmDescription: 'A chat-app connection keeps failing to reconnect (docs/operations.md, "Connection alerts")',
    metric: filter.metric({ statistic: 'Sum', period: Duration.minutes(5) }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  }).addAlarmAction(new SnsAction(alerts));
}
