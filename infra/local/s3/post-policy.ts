/**
 * What S3 checks of a browser form upload (a presigned POST) before it
 * stores anything, for the local S3 twin: the form's Signature Version 4
 * (the policy document signed with a key S3 knows), the policy's expiry,
 * every condition of the policy (exact or starts-with values of the key,
 * the bucket, the content type and any other field; the file's size range)
 * and that no field goes unmentioned by a condition. The refusals are S3's:
 * its status codes, error codes and messages, so the local stack refuses
 * what AWS refuses, as AWS does.
 */
import { policySignature } from '../../../functions/lib/s3/presigned-post';
import type { S3Refusal } from './s3-error';
import { ALGORITHM, isRefusal, refusal, scopedCredential, signatureRefusal } from './sigv4';

/** A form as S3 reads it: the fields before the file (in order, names as sent) and the file's size. */
export interface PostForm {
  fields: readonly (readonly [string, string])[];
  /** Bytes of the file; undefined when the form has no file. */
  fileSize: number | undefined;
}

/** Where and when the form arrives, and the keys S3 knows (access key id → secret). */
export interface PostContext {
  bucket: string;
  region: string;
  now: Date;
  secrets: Readonly<Record<string, string>>;
}

/** A condition of the policy: a field (its name lower-cased, and as written) equal to, or starting with, a value; or the file's size range. */
type Condition =
  | { kind: 'eq' | 'starts-with'; field: string; name: string; value: string }
  | { kind: 'size'; min: number; max: number };

/** Fields that need no condition (S3's POST policy rules). */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);
const accessDenied = (why: string) => refusal(403, 'AccessDenied', `Invalid according to Policy: ${why}`);
const invalidPolicy = (why: string) => refusal(400, 'InvalidPolicyDocument', `Invalid Policy: ${why}`);

/** A condition as S3 quotes it in a refusal: `["eq", "$key", "a/b.png"]`. */
function quoted(condition: Condition): string {
  const parts = condition.kind === 'size' ? ['content-length-range', condition.min, condition.max] : [condition.kind, `$${condition.name}`, condition.value];
  return `[${parts.map((p) => JSON.stringify(p)).join(', ')}]`;
}

/** The conditions of a decoded policy; a refusal when one is not a condition S3 knows. */
function parseConditions(raw: unknown[]): Condition[] | S3Refusal {
  const conditions: Condition[] = [];
  for (const entry of raw) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const pairs = Object.entries(entry as Record<string, unknown>);
      if (pairs.length !== 1 || typeof pairs[0]![1] !== 'string') return invalidPolicy(`Invalid Simple-Condition: ${JSON.stringify(entry)}`);
      conditions.push({ kind: 'eq', field: pairs[0]![0].toLowerCase(), name: pairs[0]![0], value: pairs[0]![1] });
      continue;
    }
    if (!Array.isArray(entry) || entry.length !== 3) return invalidPolicy(`Invalid Condition: ${JSON.stringify(entry)}`);
    const [operator, a, b] = entry as unknown[];
    const op = String(operator).toLowerCase();
    if (op === 'content-length-range') {
      const [min, max] = [Number(a), Number(b)];
      if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min) return invalidPolicy(`Invalid content-length-range: ${JSON.stringify(entry)}`);
      conditions.push({ kind: 'size', min, max });
    } else if ((op === 'eq' || op === 'starts-with') && typeof a === 'string' && a.startsWith('$') && typeof b === 'string') {
      conditions.push({ kind: op, field: a.slice(1).toLowerCase(), name: a.slice(1), value: b });
    } else {
      return invalidPolicy(`Invalid Condition: ${JSON.stringify(entry)}`);
    }
  }
  return conditions;
}

/** The decoded policy: its expiry and conditions; a refusal when it is no policy document. */
function decodePolicy(policy: string): { expiration: Date; conditions: Condition[] } | S3Refusal {
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return invalidPolicy('Invalid JSON.');
  }
  if (!document || typeof document !== 'object') return invalidPolicy('Invalid JSON.');
  const { expiration, conditions } = document as { expiration?: unknown; conditions?: unknown };
  if (typeof expiration !== 'string') return invalidPolicy('Policy missing expiration.');
  const expires = new Date(expiration);
  if (Number.isNaN(expires.getTime())) return invalidPolicy(`Invalid Policy Expiration: ${expiration}`);
  if (!Array.isArray(conditions)) return invalidPolicy('Policy missing conditions.');
  const parsed = parseConditions(conditions);
  return Array.isArray(parsed) ? { expiration: expires, conditions: parsed } : parsed;
}

/** The form's signature is the policy's, signed with the secret of the access key it names; a refusal otherwise. */
function checkSignature(field: (name: string) => string | undefined, policy: string, context: PostContext): S3Refusal | null {
  if (field('x-amz-algorithm') !== ALGORITHM) {
    return refusal(400, 'InvalidRequest', `The local S3 takes forms signed with ${ALGORITHM} (Signature Version 4) only.`);
  }
  const credential = scopedCredential(field('x-amz-credential') ?? '', field('x-amz-date') ?? '', context.region, context.secrets);
  if (isRefusal(credential)) return credential;
  return signatureRefusal(field('x-amz-signature') ?? '', policySignature(policy, credential.secret, credential.day, credential.region));
}

/** The first condition the form breaks, as S3 reports it; null when it meets them all. */
function checkConditions(conditions: Condition[], value: (name: string) => string | undefined, fileSize: number): S3Refusal | null {
  for (const condition of conditions) {
    if (condition.kind === 'size') {
      if (fileSize > condition.max) {
        return refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', { ProposedSize: fileSize, MaxSizeAllowed: condition.max });
      }
      if (fileSize < condition.min) {
        return refusal(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', { ProposedSize: fileSize, MinSizeAllowed: condition.min });
      }
      continue;
    }
    const actual = value(condition.field);
    const holds = actual !== undefined && (condition.kind === 'eq' ? actual === condition.value : actual.startsWith(condition.value));
    if (!holds) return accessDenied(`Policy Condition failed: ${quoted(condition)}`);
  }
  return null;
}

/**
 * Why S3 would refuse this form upload to `context.bucket` at
 * `context.now`; null when it would store the file.
 */
export function checkPostForm(form: PostForm, context: PostContext): S3Refusal | null {
  const fields = new Map<string, string>();
  // Names are case-insensitive; the first of a repeated field counts.
  for (const [name, value] of form.fields) if (!fields.has(name.toLowerCase())) fields.set(name.toLowerCase(), value);
  const field = (name: string) => fields.get(name);

  if (!fields.has('key')) {
    return refusal(400, 'InvalidArgument', "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.", { ArgumentName: 'key', ArgumentValue: '' });
  }
  if (form.fileSize === undefined) {
    return refusal(400, 'InvalidArgument', 'POST requires exactly one file upload per request.', { ArgumentName: 'file', ArgumentValue: 0 });
  }
  // No policy: an anonymous upload, which a private bucket refuses.
  const policy = field('policy');
  if (policy === undefined) return refusal(403, 'AccessDenied', 'Access Denied');

  const badSignature = checkSignature(field, policy, context);
  if (badSignature) return badSignature;
  const decoded = decodePolicy(policy);
  if (isRefusal(decoded)) return decoded;
  if (context.now.getTime() > decoded.expiration.getTime()) return accessDenied('Policy expired.');

  // The bucket is the one posted to, whatever a `bucket` field says.
  const value = (name: string) => (name === 'bucket' ? context.bucket : field(name));
  const broken = checkConditions(decoded.conditions, value, form.fileSize);
  if (broken) return broken;

  const conditioned = new Set(decoded.conditions.flatMap((c) => (c.kind === 'size' ? [] : [c.field])));
  const extra = [...fields.keys()].filter((name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !conditioned.has(name));
  if (extra.length > 0) return accessDenied(`Extra input fields: ${extra.join(', ')}`);
  return null;
}
