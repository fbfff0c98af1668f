import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPA_REWRITE_SOURCE, STRIP_PREFIX_SOURCE } from '../../infra/constructs/edge-functions';
import { localOrigins, securityHeaders } from '../../infra/security-headers';
import { resourcesOf, type Synthesized, synthPlatform } from './support/synth';

let synth: Synthesized;
let distDir: string;

/** Managed CloudFront policies (AWS-documented ids). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

beforeAll(() => {
  // A stand-in Vite build: hashed assets plus the root files.
  distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  synth = synthPlatform({ logoServiceUrl: 'https://logos.example.org/v1' }, { webDistDir: distDir });
});
afterAll(() => {
  synth?.cleanup();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

type Behavior = Record<string, unknown> & { PathPattern?: string; TargetOriginId: string };
interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
  DefaultRootObject: string;
  CustomErrorResponses?: unknown;
}

function distributionConfig(): DistributionConfig {
  const [distribution] = Object.values(resourcesOf(synth.template, 'AWS::CloudFront::Distribution'));
  return distribution?.Properties?.DistributionConfig as DistributionConfig;
}

function behavior(pattern: string): Behavior {
  const found = distributionConfig().CacheBehaviors.find((b) => b.PathPattern === pattern);
  if (!found) throw new Error(`no behaviour for ${pattern}`);
  return found;
}

function originDomainOf(b: Behavior): string {
  const origin = distributionConfig().Origins.find((o) => o.Id === b.TargetOriginId);
  return JSON.stringify(origin?.DomainName);
}

/** What a CloudFront Function's source makes of a viewer request for `uri`: the request passed on, or its own response. */
function edgeAnswer(source: string, uri: string): { uri?: string; statusCode?: number } {
  const handler = new Function(`${source}; return handler;`)() as (event: unknown) => { uri?: string; statusCode?: number };
  return handler({ request: { uri, method: 'GET', headers: {} } });
}

/** The URI a CloudFront Function's source passes on for a viewer request for `uri`. */
function runEdgeFunction(source: string, uri: string): string | undefined {
  return edgeAnswer(source, uri).uri;
}

describe('buckets', () => {
  it('are all private, encrypted and refuse plain HTTP', () => {
    const buckets = resourcesOf(synth.template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(5);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties?.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties?.BucketEncryption, id).toBeDefined();
      synth.template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('accept browser uploads (CORS POST) on the media, logo and documents buckets only', () => {
    const buckets = resourcesOf(synth.template, 'AWS::S3::Bucket');
    const withCors = Object.entries(buckets)
      .filter(([, bucket]) => bucket.Properties?.CorsConfiguration)
      .map(([id]) => id.replace(/[0-9A-F]{8}$/, ''));
    expect(withCors.sort()).toEqual(['BucketsEventDocuments', 'BucketsEventMedia', 'BucketsSchoolLogos']);
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST']) })] },
    });
  });
});

describe('the CloudFront distribution', () => {
  it('serves the SPA from its private bucket, with index.html at the root', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(originDomainOf(config.DefaultCacheBehavior)).toContain('BucketsSite');
    const origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
  });

  it('does not turn error statuses into index.html (API and media errors keep theirs)', () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('forwards /api/* to the HTTP API: every method, uncached, all viewer headers but Host', () => {
    const api = behavior('/api/*');
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']));
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.FunctionAssociations).toBeUndefined();
    expect(originDomainOf(api)).toContain('ApiHttpApi');
  });

  it('serves /media/* from the event-media bucket and /logos/* from the school-logos bucket', () => {
    expect(originDomainOf(behavior('/media/*'))).toContain('BucketsEventMedia');
    expect(originDomainOf(behavior('/logos/*'))).toContain('BucketsSchoolLogos');
  });

  it('answers client-side routes with index.html and leaves files alone', () => {
    synth.template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: SPA_REWRITE_SOURCE });
    expect(runEdgeFunction(SPA_REWRITE_SOURCE, '/schools/5f0c')).toBe('/index.html');
    expect(runEdgeFunction(SPA_REWRITE_SOURCE, '/organizations')).toBe('/index.html');
    expect(runEdgeFunction(SPA_REWRITE_SOURCE, '/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(runEdgeFunction(SPA_REWRITE_SOURCE, '/config.json')).toBe('/config.json');
  });

  it('maps /media/<key> and /logos/<key> to the object key', () => {
    synth.template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: STRIP_PREFIX_SOURCE });
    expect(runEdgeFunction(STRIP_PREFIX_SOURCE, '/media/events/e1/photo.jpg')).toBe('/events/e1/photo.jpg');
    expect(runEdgeFunction(STRIP_PREFIX_SOURCE, '/logos/schools/s1.png')).toBe('/schools/s1.png');
  });

  it('serves no upload: what browsers post under uploads/ is shown only as the media function’s checked copy', () => {
    expect(edgeAnswer(STRIP_PREFIX_SOURCE, '/media/uploads/u1/e1/1-a.png')).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
    expect(runEdgeFunction(STRIP_PREFIX_SOURCE, '/media/checked/u1/e1/1-a-b.png')).toBe('/checked/u1/e1/1-a-b.png');
    expect(runEdgeFunction(STRIP_PREFIX_SOURCE, '/media/thumbs/u1/e1/1-a-b.webp')).toBe('/thumbs/u1/e1/1-a-b.webp');
    // Photos recorded before uploads were copied keep their keys.
    expect(runEdgeFunction(STRIP_PREFIX_SOURCE, '/media/u1/e1/1-a.png')).toBe('/u1/e1/1-a.png');
  });
});

describe('security headers', () => {
  it('go with every answer: site, API and media', () => {
    const config = distributionConfig();
    const policies = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map((b) => JSON.stringify(b.ResponseHeadersPolicyId));
    expect(new Set(policies).size).toBe(1);
    expect(policies[0]).toContain('SecurityHeaders');
  });

  it('set a CSP allowing only the site itself, Stripe, Cognito and the upload endpoints, and deny framing', () => {
    const [policy] = Object.values(resourcesOf(synth.template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const headers = (policy?.Properties?.ResponseHeadersPolicyConfig as Record<string, Record<string, unknown>>)
      .SecurityHeadersConfig as Record<string, Record<string, unknown>>;
    const csp = JSON.stringify(headers.ContentSecurityPolicy?.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toContain('https://api.stripe.com');
    expect(csp).toContain('https://cognito-idp.');
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    // The configured logo service may serve images.
    expect(csp).toContain('https://logos.example.org');
    expect(csp).toContain('upgrade-insecure-requests');
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
    expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true });
    expect(Number(headers.StrictTransportSecurity?.AccessControlMaxAgeSec)).toBeGreaterThanOrEqual(31_536_000);
  });

  it('are the very headers the local servers send (one definition, infra/security-headers.ts)', () => {
    const [policy] = Object.values(resourcesOf(synth.template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const config = policy?.Properties?.ResponseHeadersPolicyConfig as Record<string, Record<string, any>>;
    const local = securityHeaders(localOrigins({ cognito: 'http://127.0.0.1:9229', s3: 'http://127.0.0.1:4569' }));
    const sent = config.SecurityHeadersConfig!;
    expect(`max-age=${sent.StrictTransportSecurity.AccessControlMaxAgeSec}; includeSubDomains`).toBe(local['strict-transport-security']);
    expect(sent.FrameOptions.FrameOption).toBe(local['x-frame-options']);
    expect(sent.ReferrerPolicy.ReferrerPolicy).toBe(local['referrer-policy']);
    expect(config.CustomHeadersConfig!.Items).toEqual([{ Header: 'Permissions-Policy', Value: local['permissions-policy'], Override: true }]);
    // The CSP differs only in its origins (and HTTPS's upgrade): the same directives, in the same order.
    const deployed = sent.ContentSecurityPolicy.ContentSecurityPolicy as string | { 'Fn::Join': [string, unknown[]] };
    const text = typeof deployed === 'string' ? deployed : deployed['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'origin')).join('');
    const directives = (csp: string) => csp.split('; ').map((directive) => directive.split(' ')[0]);
    expect(directives(text)).toEqual([...directives(local['content-security-policy']!), 'upgrade-insecure-requests']);
  });
});

describe('SPA deployment', () => {
  it('uploads the hashed assets cached for a year, then index.html and config.json always revalidated', () => {
    const deployments = Object.values(resourcesOf(synth.template, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const cacheControls = deployments.map((d) => JSON.stringify(d.Properties?.SystemMetadata));
    expect(cacheControls.some((c) => c.includes('immutable') && c.includes('max-age=31536000'))).toBe(true);
    expect(cacheControls.some((c) => c.includes('max-age=0') && c.includes('must-revalidate'))).toBe(true);
    synth.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Prune: false,
    });
  });

  it('puts only the hashed assets/ in the long-cached upload, and the root files in the other', () => {
    const outdir = (synth.stack.node.root as unknown as { outdir: string }).outdir;
    const deployments = Object.values(resourcesOf(synth.template, 'Custom::CDKBucketDeployment'));
    const filesOf = (deployment: (typeof deployments)[number]): string[] =>
      JSON.stringify(deployment.Properties?.SourceObjectKeys)
        .match(/[0-9a-f]{64}/g)!
        .flatMap((hash) => {
          try {
            return readdirSync(path.join(outdir, `asset.${hash}`), { recursive: true, withFileTypes: true })
              .filter((entry) => entry.isFile())
              .map((entry) => path.relative(path.join(outdir, `asset.${hash}`), path.join(entry.parentPath, entry.name)));
          } catch {
            return [];
          }
        })
        .sort();
    const immutable = deployments.find((d) => JSON.stringify(d.Properties?.SystemMetadata).includes('immutable'));
    const shell = deployments.find((d) => d !== immutable);
    expect(filesOf(immutable!)).toEqual(['assets/index-abc123.js']);
    expect(filesOf(shell!)).toEqual(['config.json', 'favicon.svg', 'index.html']);
  });

  it('writes config.json from the stack outputs: API base, region, pool, client, media base, logo service', () => {
    const assembly = synth.stack.node.root as unknown as { outdir: string };
    const configFile = readdirSync(assembly.outdir)
      .filter((entry) => entry.startsWith('asset.'))
      .map((entry) => path.join(assembly.outdir, entry, 'config.json'))
      .find((file) => {
        try {
          readFileSync(file);
          return true;
        } catch {
          return false;
        }
      });
    expect(configFile).toBeDefined();
    const config = JSON.parse(readFileSync(configFile as string, 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({ apiBase: '/api', mediaBaseUrl: '/media', logoServiceUrl: 'https://logos.example.org/v1' });
    // Deploy-time values are markers that CloudFormation fills in.
    const markers = JSON.stringify(
      Object.values(resourcesOf(synth.template, 'Custom::CDKBucketDeployment')).map((d) => d.Properties?.SourceMarkers),
    );
    for (const key of ['userPoolId', 'userPoolClientId']) expect(String(config[key])).toMatch(/^<<marker:/);
    expect(markers).toContain('UsersUserPool');
    expect(markers).toContain('UsersUserPoolWebClient');
    // The stack's region is fixed (the site's web ACL must be in us-east-1).
    expect(config.region).toBe('us-east-1');
  });
});
