import { Duration } from 'aws-cdk-lib';
import {
  Architecture,
  LoggingFormat,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Feature } from '../../shared/api/routes';
import type { QueueConsumer } from '../../functions/lib/queue/queues';
import { METRICS_NAMESPACE } from '../../functions/lib/metrics';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_RUNTIME, FUNCTION_DEFAULTS, type SCHEDULED_FEATURE } from '../features';
import { BUNDLE_ALIASES, BUNDLE_MAIN_FIELDS, BUNDLE_TARGET, ESM_REQUIRE_BANNER, splitBundleCommand } from './bundling';
import { handlerEntry, repoPath } from './paths';

/** The version of `name` the tests ran (the one installed here, as the lock file pins it). */
function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(repoPath('node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * The shell command that installs native packages beside the bundle, for
 * Lambda's platform (Linux, arm64, glibc) whatever machine synthesizes:
 * `/var/task/node_modules`, where the ESM bundle's `import` finds them
 * (Node resolves ES modules from the importing file's folders, never from a
 * layer's NODE_PATH). Exact versions: the ones the tests ran.
 */
export function nativeModulesInstall(outputDir: string, modules: readonly string[]): string {
  const specs = modules.map((name) => `${name}@${installedVersion(name)}`).join(' ');
  return `npm install --prefix "${outputDir}" --no-save --no-package-lock --no-audit --no-fund --omit=dev --os=linux --cpu=arm64 --libc=glibc ${specs}`;
}

/**
 * The shell commands that copy files of installed packages (paths inside
 * their packages, as `require.resolve` takes them) from the repository's
 * node_modules into the package's, beside the bundle.
 */
export function packageFilesCopy(inputDir: string, outputDir: string, files: readonly string[]): string[] {
  const quote = (p: string) => `"${p}"`;
  return files.map((file) => {
    const to = path.posix.join(outputDir, 'node_modules', file);
    return `mkdir -p ${quote(path.posix.dirname(to))} && cp ${quote(path.posix.join(inputDir, 'node_modules', file))} ${quote(to)}`;
  });
}

export interface FeatureFunctionProps {
  /** An API feature of the route manifest, a queue consumer, or the scheduled sweep. */
  feature: Feature | QueueConsumer | typeof SCHEDULED_FEATURE;
  /** What starts it (the description reads "<kind>: <feature>"); default an API feature. */
  kind?: 'API feature' | 'Queue consumer' | 'Schedule';
  environment: Record<string, string>;
  /**
   * Adds the AWS Parameters and Secrets Lambda Extension (an AWS-published
   * layer): the function reads SecureString parameters at cold start with a
   * plain `fetch` to `http://localhost:2773/systemsmanager/parameters/get`
   * (header `X-Aws-Parameters-Secrets-Token: $AWS_SESSION_TOKEN`), so it
   * needs no `@aws-sdk/client-ssm` in its bundle. The IAM grant is separate
   * (infra/constructs/feature-grants.ts).
   */
  runtimeParameters?: boolean;
}

/**
 * One feature's Lambda: `functions/<feature>/handler.ts`, bundled on this
 * machine by esbuild (never Docker) into minified ESM for Node.js 22 on arm64.
 *
 * Observability: X-Ray active tracing (each invocation's segment; an HTTP API
 * stage cannot trace, so the trace starts at the function), Powertools
 * Logger's JSON lines and Metrics' EMF lines named after the feature
 * (`POWERTOOLS_SERVICE_NAME`) in the `GreekCampus` namespace. Powertools
 * Tracer is left out: its X-Ray SDK would add ~125 KB to every bundle
 * (docs/performance.md#budgets holds them to the DynamoDB client's).
 *
 * The AWS SDK v3 clients are bundled rather than taken from the runtime: the
 * function then runs the exact SDK version the tests ran, tree-shaken, and
 * its cold start does not depend on the runtime's SDK (docs/performance.md#budgets
 * holds the bundle to a bundle of the DynamoDB document client).
 */
export class FeatureFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: FeatureFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    // Its own role, allowed to write to its own log group only (instead of the
    // managed AWSLambdaBasicExecutionRole, which writes to any log group).
    // Every other permission comes from infra/features.ts.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the ${props.feature} feature`,
    });
    logGroup.grantWrite(role);
    const runtime = FEATURE_RUNTIME[props.feature] ?? {};
    const nativeModules = runtime.nativeModules ?? [];
    const packageFiles = runtime.packageFiles ?? [];
    this.fn = new NodejsFunction(this, 'Function', {
      description: `${props.kind ?? 'API feature'}: ${props.feature}`,
      entry: handlerEntry(props.feature),
      handler: 'handler',
      projectRoot: repoPath(),
      depsLockFilePath: repoPath('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: runtime.memorySize ?? FUNCTION_DEFAULTS.memorySize,
      timeout: Duration.seconds(runtime.timeoutSeconds ?? FUNCTION_DEFAULTS.timeoutSeconds),
      role,
      logGroup,
      paramsAndSecrets: props.runtimeParameters
        ? ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
            cacheEnabled: true,
            logLevel: ParamsAndSecretsLogLevel.WARN,
          })
        : undefined,
      loggingFormat: LoggingFormat.JSON,
      tracing: Tracing.ACTIVE,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: props.feature,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        // Stack traces in the logs point at the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        forceDockerBundling: false,
        // Warnings and errors only; the bundle sizes are reported by `npm run bench`.
        logLevel: LogLevel.WARNING,
        format: OutputFormat.ESM,
        target: BUNDLE_TARGET,
        mainFields: BUNDLE_MAIN_FIELDS,
        banner: ESM_REQUIRE_BANNER,
        // esbuild resolves an alias's path from its working directory: the project root.
        esbuildArgs: { '--alias': Object.entries(BUNDLE_ALIASES).map(([name, path]) => `${name}=${path}`) },
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: false,
        bundleAwsSDK: true,
        // Native packages (sharp) stay out of the bundle and are installed beside it for arm64.
        externalModules: [...nativeModules],
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          // The split bundle (infra/constructs/bundling.ts) replaces the single file, then the native packages and the files read at run time.
          afterBundling: (inputDir: string, outputDir: string) => [
            splitBundleCommand(path.join(inputDir, 'functions', props.feature, 'handler.ts'), outputDir, nativeModules),
            ...(nativeModules.length > 0 ? [nativeModulesInstall(outputDir, nativeModules)] : []),
            ...packageFilesCopy(inputDir, outputDir, packageFiles),
          ],
        },
      },
    });
    NagSuppressions.addResourceSuppressions(
      role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: 'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions (test/infra/api.test.ts holds them to be the only statements on "*").',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
    NagSuppressions.addResourceSuppressions(this.fn, [
      {
        id: 'AwsSolutions-L1',
        reason: 'The platform targets the Node.js 22 runtime on purpose (docs/local-stack.md#versions-and-pins): the code is tested on Node 20/22, not on newer runtimes.',
      },
    ], true);
  }
}
