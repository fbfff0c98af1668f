/**
 * The SPA's runtime configuration (`GET /config.json`): locally served by the
 * local API server, in AWS written next to the SPA from the stack outputs.
 */
export interface RuntimeConfig {
  /** Base of every API call (`/api`, the stage). */
  apiBase: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Cognito endpoint override (cognito-local); null in AWS. */
  cognitoEndpoint: string | null;
  /** Public base URL of uploaded media. */
  mediaBaseUrl: string;
  /** Logo service URL template; null = initials avatars only. */
  logoServiceUrl: string | null;
}
