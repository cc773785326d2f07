import { IpAddresses, SubnetType, Vpc } from 'aws-cdk-lib/aws-ec2';
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
  const { inbound, outbound } = use(Jobs);

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
      ...publisher.environment,
    },
    permissions: [
      [table.cdk.table, 'grantReadWriteData'],
      [inbound, 'grantSendMessages'],
      [outbound, 'grantConsumeMessages'],
      mediaAccess(media),
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

  return { host };
}
