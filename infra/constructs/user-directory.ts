import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, StringAttribute, UserPool, UserPoolClient, VerificationEmailStyle } from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/**
 * Cognito: who the users are. Anyone signs up with an e-mail address or a
 * phone number and confirms it with the code Cognito sends (e-mail or SMS; CDK
 * creates the SMS role). Passwords follow the spec's rule: at least 6
 * characters, nothing else required. Attributes: `email`, `phone_number`,
 * `name` and the mutable `custom:school_id` (the local pool has the same, see
 * `infra/local/cognito-api.ts`). The SPA's app client has no secret and signs
 * in with USER_PASSWORD_AUTH (as against the local emulator; SRP is allowed
 * too), with refresh tokens (Amplify refreshes with GetTokensFromRefreshToken).
 */
export class UserDirectory extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true, phone: true },
      signInCaseSensitive: false,
      autoVerify: { email: true, phone: true },
      // A changed e-mail or phone only replaces the old one once confirmed.
      keepOriginal: { email: true, phone: true },
      standardAttributes: {
        email: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
        fullname: { required: false, mutable: true },
      },
      // The school picked at sign-up (`custom:school_id`); My School changes it.
      customAttributes: {
        school_id: new StringAttribute({ minLen: 1, maxLen: 128, mutable: true }),
      },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Your verification code',
        emailBody: 'Your verification code is {####}',
        smsMessage: 'Your verification code is {####}',
      },
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      // Forgot password: by e-mail, or by SMS for those who signed up with a phone.
      accountRecovery: AccountRecovery.EMAIL_AND_PHONE_WITHOUT_MFA,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      // No hosted UI: the SPA has its own forms.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    NagSuppressions.addResourceSuppressions(
      this.userPool,
      [
        {
          id: 'AwsSolutions-COG1',
          reason: 'The product specification sets the password rule: at least 6 characters, no character classes required.',
        },
        {
          id: 'AwsSolutions-COG2',
          reason: 'The specification has no MFA: students sign up with an e-mail or phone code; MFA would block them at the door.',
        },
        {
          id: 'AwsSolutions-COG8',
          reason: 'Threat protection needs the Cognito Plus feature plan (per-user cost); not budgeted for this launch.',
        },
        {
          id: 'AwsSolutions-IAM5',
          reason: 'The SMS role made by CDK for phone verification codes must publish to any phone number (sns:Publish on *); it can be assumed only by this pool (external id).',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }
}
