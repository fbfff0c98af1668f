/**
 * What no answer may ever contain: a stack trace, a source path, an AWS SDK
 * or JavaScript error name, the table's key names or key prefixes, the
 * table's own name. A pattern the request itself carried (a title the API
 * echoes back) does not count.
 */

const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: 'a stack frame', pattern: /\bat (?:async )?[\w$.<>[\] ]+ \(|\bat (?:file:\/\/)?\/\S+:\d+:\d+|\n\s+at \S/ },
  { name: 'a source path', pattern: /\.(?:ts|js|mjs|cjs):\d+|node_modules|\/functions\/|\/infra\// },
  {
    name: 'an AWS error',
    pattern: /DynamoDB|ConditionalCheckFailed|TransactionCanceled|ValidationException|ResourceNotFoundException|ProvisionedThroughput|ExclusiveStartKey|KeyConditionExpression|Cognito\w*Exception|MessageRejected/i,
  },
  { name: 'a JavaScript error', pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError)\b|Cannot read propert|is not a function|undefined is not/ },
  { name: 'a key attribute', pattern: /"(?:PK|SK|GSI[12]PK|GSI[12]SK)"\s*:/ },
  { name: 'a key prefix', pattern: /\b(?:USER|EVENT|EVENTS|CHAPTER|TICKET|LREQ|SCHOOL|NATIONAL|PAYMENT|GEVENT|GEVENTS|AUDIT|STATS)#/ },
];

/** The leaks found in `body` that `sent` (the request, as text) did not carry itself. */
export function leaksIn(body: string, sent: string, tableName: string): string[] {
  const found: string[] = [];
  for (const { name, pattern } of LEAKS) {
    const match = pattern.exec(body);
    if (match && !sent.includes(match[0])) found.push(`${name}: ${JSON.stringify(match[0])}`);
  }
  if (tableName && body.includes(tableName) && !sent.includes(tableName)) found.push(`the table name ${tableName}`);
  return found;
}
