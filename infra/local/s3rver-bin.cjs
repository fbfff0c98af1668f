/**
 * s3rver's own CLI, after registering the local stack's credentials
 * (`local`/`local`): s3rver otherwise knows only its built-in `S3RVER` key and
 * rejects every other access key id. It checks no v4 signature either way.
 */
'use strict';
const AWSAccount = require('s3rver/lib/models/account');

AWSAccount.DUMMY_ACCOUNT.createKeyPair('local', 'local');
require('s3rver/bin/s3rver.js');
