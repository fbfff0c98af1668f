/**
 * The media function in the synthesized stack: the only one carrying sharp
 * (native, so left out of the esbuild bundle and installed beside it for
 * Lambda's Linux arm64), with the media bucket's object actions; account
 * deletion may delete the person's uploads. With it, what the packages'
 * cold starts leave to chunks loaded on demand (the Stripe, S3 and SQS SDKs,
 * the admin's tools), and the registration packet's fonts, files beside the
 * bundles of the functions that make packets.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, type Feature } from '../../shared/api/routes';
import { resourcesOf, type Synthesized, synthPlatform } from './support/synth';
import { SCHEDULED_FEATURE } from '../../infra/features';
import { repoPath } from '../../infra/constructs/paths';
import { PACKET_FONT_FILES } from '../../functions/domains/catalog/party-packet/packet-font-files';

let synth: Synthesized;
beforeAll(() => {
  synth = synthPlatform({ mailFrom: 'no-reply@campus.example' }, { webDistDir: '/nonexistent/web/dist' }, { bundle: true });
});
afterAll(() => synth?.cleanup());

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

function lambdaOf(feature: Feature | typeof SCHEDULED_FEATURE, kind = 'API feature') {
  const fn = Object.values(resourcesOf(synth.template, 'AWS::Lambda::Function')).find(
    (f) => f.Properties?.Description === `${kind}: ${feature}`,
  );
  if (!fn) throw new Error(`no Lambda for ${feature}`);
  return fn.Properties as { Role: { 'Fn::GetAtt': [string] }; Code: { S3Key: string }; MemorySize: number };
}

/** The folder of the feature's deployment package in the cloud assembly. */
function packageDir(feature: Feature | typeof SCHEDULED_FEATURE, kind?: string): string {
  const outdir = (synth.stack.node.root as unknown as { outdir: string }).outdir;
  return path.join(outdir, `asset.${lambdaOf(feature, kind).Code.S3Key.replace(/\.zip$/, '')}`);
}

function bucketStatements(feature: Feature): Statement[] {
  const roleId = lambdaOf(feature).Role['Fn::GetAtt'][0];
  return Object.values(resourcesOf(synth.template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties?.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
}

/** The code of each file of the package: the entry and its chunks (infra/constructs/bundling.ts). */
function packageFiles(feature: Feature | typeof SCHEDULED_FEATURE, kind?: string): string[] {
  const dir = packageDir(feature, kind);
  const chunks = existsSync(path.join(dir, 'chunks')) ? readdirSync(path.join(dir, 'chunks')).filter((f) => f.endsWith('.mjs')) : [];
  return [path.join(dir, 'index.mjs'), ...chunks.map((f) => path.join(dir, 'chunks', f))].map((file) => readFileSync(file, 'utf8'));
}

const packageCode = (feature: Feature | typeof SCHEDULED_FEATURE, kind?: string): string => packageFiles(feature, kind).join('\n');

/** The code a cold start reads: the entry and the chunks it imports statically (not those loaded by `import()`). */
function coldStartCode(feature: Feature | typeof SCHEDULED_FEATURE, kind?: string): string {
  const dir = packageDir(feature, kind);
  const seen = new Set<string>();
  const visit = (file: string): string => {
    if (seen.has(file)) return '';
    seen.add(file);
    const code = readFileSync(path.join(dir, file), 'utf8');
    // `import{a as b}from"./chunk.mjs"` or `import"./chunk.mjs"`; `import("./chunk.mjs")` is loaded on demand.
    const imports = [...code.matchAll(/\bimport\s*(?:[\w$\s{},*]+from\s*)?"(\.{1,2}\/[^"]+\.mjs)"/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1]!));
    return [code, ...imports.map(visit)].join('\n');
  };
  return visit('index.mjs');
}

describe('the media function', () => {
  it('carries sharp for Linux arm64 beside its bundle, not inside it', () => {
    const dir = packageDir('media');
    expect(existsSync(path.join(dir, 'node_modules', 'sharp', 'package.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'node_modules', '@img', 'sharp-linux-arm64', 'package.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'node_modules', '@img', 'sharp-linux-x64'))).toBe(false);
    const bundle = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
    expect(bundle).toMatch(/import\("sharp"\)/);
    expect(bundle).not.toContain('libvips');
  });

  it('leaves the SDK credential chain out of every bundle: a Lambda takes its role credentials from the environment', () => {
    for (const feature of FEATURES) {
      const bundle = packageCode(feature);
      // Keys of the chain's profile, SSO and web-identity providers, which a plain SDK bundle carries.
      for (const key of ['sso_start_url', 'credential_process', 'web_identity_token_file']) expect(bundle, feature).not.toContain(key);
      // functions/lib/clients/lambda-credentials.ts in its place.
      expect(bundle, feature).toContain('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
    }
  });

  it('splits what only some paths need into chunks: the Stripe SDK is outside the entry of payments and tickets', () => {
    for (const feature of ['payments', 'tickets'] as const) {
      expect(readFileSync(path.join(packageDir(feature), 'index.mjs'), 'utf8'), feature).not.toContain('api.stripe.com');
      expect(packageCode(feature), feature).toContain('api.stripe.com');
    }
  });

  it('keeps the S3 and SQS SDKs off the cold starts: loaded by the calls that use them', () => {
    // The media upload's presigned POST is signed without the S3 SDK (functions/lib/s3/presigned-post.ts).
    expect(coldStartCode('media')).not.toContain('com.amazonaws.s3');
    expect(packageCode('media')).toContain('com.amazonaws.s3');
    for (const feature of ['party-events', 'tickets'] as const) {
      expect(coldStartCode(feature), feature).not.toContain('com.amazonaws.sqs');
      expect(packageCode(feature), feature).toContain('com.amazonaws.sqs');
    }
  });

  it('keeps the admin’s tools off its cold start, all in one chunk (functions/admin/on-demand.ts: a chunk per tool split its cold start into 23 files)', () => {
    // A string of each: the school logos, their auto-fetch, and the four data tools.
    const tools = [
      'The logo changed meanwhile',
      'No logo service is configured',
      'kept because organizations or events refer to them',
      'Every school already has its organizations',
      'Fixed the locations of',
      'Philanthropy Pancake Breakfast',
    ];
    const coldStart = coldStartCode('admin');
    for (const tool of tools) expect(coldStart, tool).not.toContain(tool);
    const holding = packageFiles('admin').filter((code) => tools.some((tool) => code.includes(tool)));
    expect(holding).toHaveLength(1);
    for (const tool of tools) expect(holding[0], tool).toContain(tool);
  });

  it('is the only function with sharp, and has the memory to decode a 50 MB photo', () => {
    for (const feature of FEATURES.filter((f) => f !== 'media')) {
      expect(existsSync(path.join(packageDir(feature), 'node_modules', 'sharp')), feature).toBe(false);
    }
    expect(lambdaOf('media').MemorySize).toBeGreaterThanOrEqual(1536);
  });

  it('may read, write (presigned POST, gallery images) and delete objects of the media bucket only', () => {
    const statements = bucketStatements('media');
    expect(statements.flatMap((s) => [s.Action].flat()).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(statements.map((s) => s.Resource))).toMatch(/BucketsEventMedia.*\/\*/);
    expect(JSON.stringify(statements.map((s) => s.Resource))).not.toContain('SchoolLogos');
  });

  it('lets an admin’s account deletion and an event’s deletion remove media objects, and do nothing else with the bucket', () => {
    for (const feature of ['admin', 'party-events'] as const) {
      // The admin also writes school logos, in the logo bucket (test/infra/api.test.ts).
      const statements = bucketStatements(feature).filter((s) => JSON.stringify(s.Resource).includes('BucketsEventMedia'));
      expect(statements.flatMap((s) => [s.Action].flat()), feature).toEqual(['s3:DeleteObject']);
      expect(JSON.stringify(statements.map((s) => s.Resource)), feature).toMatch(/BucketsEventMedia.*\/\*/);
    }
    expect(JSON.stringify(bucketStatements('party-events').map((s) => s.Resource))).not.toContain('SchoolLogos');
  });

  it('lets account deletion remove the person’s uploads from the media bucket, and do nothing else with it', () => {
    expect(bucketStatements('accounts').flatMap((s) => [s.Action].flat())).toEqual(['s3:DeleteObject']);
    expect(JSON.stringify(bucketStatements('accounts').map((s) => s.Resource))).not.toContain('SchoolLogos');
  });

  it('is the only function granted to write to the media bucket', () => {
    const writers = FEATURES.filter((f) =>
      bucketStatements(f).some((s) => [s.Action].flat().includes('s3:PutObject') && JSON.stringify(s.Resource).includes('BucketsEventMedia')),
    );
    expect(writers).toEqual(['media']);
  });
});

describe('the registration packet’s fonts', () => {
  // The packet is downloaded through party-packet and mailed to the office by the scheduled sweep.
  const packetMakers = [
    { name: 'party-packet', dir: () => packageDir('party-packet'), code: () => packageCode('party-packet'), coldStart: () => coldStartCode('party-packet') },
    { name: SCHEDULED_FEATURE, dir: () => packageDir(SCHEDULED_FEATURE, 'Schedule'), code: () => packageCode(SCHEDULED_FEATURE, 'Schedule'), coldStart: () => coldStartCode(SCHEDULED_FEATURE, 'Schedule') },
  ];
  // Strings of the code that reads and lays out the fonts (functions/domains/catalog/party-packet/fallback-text.ts, woff-truetype.ts).
  const fontCode = ['pdf-lib and fontkit laid the text out differently', 'not a WOFF 1.0 font'];

  it('lie beside the bundles of the functions that make packets, where Node resolves them from the code, byte for byte', () => {
    for (const { name, dir } of packetMakers) {
      for (const file of PACKET_FONT_FILES) {
        const shipped = path.join(dir(), 'node_modules', file);
        expect(existsSync(shipped), `${name}: ${file}`).toBe(true);
        expect(readFileSync(shipped).equals(readFileSync(repoPath('node_modules', file))), `${name}: ${file}`).toBe(true);
      }
    }
    for (const feature of FEATURES.filter((f) => f !== 'party-packet')) expect(existsSync(path.join(packageDir(feature), 'node_modules', '@fontsource')), feature).toBe(false);
  });

  it('are read by code loaded when a packet is made, off the cold start, and are not in any bundle', () => {
    for (const { name, code, coldStart } of packetMakers) {
      for (const text of fontCode) {
        expect(coldStart(), `${name}: ${text}`).not.toContain(text);
        expect(code(), `${name}: ${text}`).toContain(text);
      }
      // "wOFF", the signature of a WOFF file, in base64: no font inlined as data.
      expect(code(), name).not.toContain('d09GR');
    }
  });
});

describe('the media bucket', () => {
  type PolicyStatementJson = { Sid?: string; Effect: string; Principal?: unknown; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };

  function mediaBucketPolicy(): PolicyStatementJson[] {
    const policy = Object.values(resourcesOf(synth.template, 'AWS::S3::BucketPolicy')).find((p) =>
      JSON.stringify(p.Properties?.Bucket).includes('BucketsEventMedia'),
    );
    return (policy?.Properties?.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement;
  }

  const objectsUnder = (statement: PolicyStatementJson) => JSON.stringify(statement.Resource).match(/\/(checked|thumbs|uploads)\/\*/g) ?? [];

  it('lets no one but the media function’s role write what galleries show (checked copies, gallery images)', () => {
    const mediaRole = lambdaOf('media').Role['Fn::GetAtt'][0];
    const guard = mediaBucketPolicy().find((s) => s.Sid === 'OnlyTheMediaFunctionWritesWhatGalleriesShow');
    expect(guard).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' }, Action: 's3:PutObject' });
    expect(objectsUnder(guard!).sort()).toEqual(['/checked/*', '/thumbs/*']);
    expect(guard!.Condition).toEqual({ ArnNotEquals: { 'aws:PrincipalArn': { 'Fn::GetAtt': [mediaRole, 'Arn'] } } });
  });

  it('takes an object under checked/ only as a copy: no form, not even one the media role signed, can post there', () => {
    const copiesOnly = mediaBucketPolicy().find((s) => s.Sid === 'CheckedMediaIsOnlyACopy');
    expect(copiesOnly).toMatchObject({ Effect: 'Deny', Principal: { AWS: '*' }, Action: 's3:PutObject', Condition: { Null: { 's3:x-amz-copy-source': 'true' } } });
    expect(objectsUnder(copiesOnly!)).toEqual(['/checked/*']);
  });

  it('expires uploads nobody recorded after a day, and nothing else', () => {
    const bucket = Object.entries(resourcesOf(synth.template, 'AWS::S3::Bucket')).find(([id]) => id.startsWith('BucketsEventMedia'))![1];
    expect((bucket.Properties?.LifecycleConfiguration as { Rules: unknown[] }).Rules).toEqual([
      { Id: 'ExpireUploads', Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' },
    ]);
  });
});
