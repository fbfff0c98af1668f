import { Fn } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  type IResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions, type NagPackSuppression } from 'cdk-nag';
import { Construct } from 'constructs';
import { SPA_REWRITE_SOURCE, STRIP_PREFIX_SOURCE } from './edge-functions';

export interface SiteDistributionProps {
  site: IBucket;
  eventMedia: IBucket;
  schoolLogos: IBucket;
  logs: IBucket;
  api: HttpApi;
  headers: IResponseHeadersPolicy;
  /** The web ACL (scope CLOUDFRONT) guarding every request: the API's per-client rate limits. */
  webAclArn: string;
  /** Custom domain and its us-east-1 ACM certificate, both or neither. */
  domainName?: string;
  certificateArn?: string;
}

/**
 * The one public entry point, a CloudFront distribution:
 * - `/` the SPA from its private bucket (origin access control), with
 *   extensionless paths rewritten to `/index.html` by a CloudFront Function;
 * - `/api/*` the HTTP API, uncached, every method, all viewer headers but Host;
 * - `/media/*` and `/logos/*` the two private content buckets;
 * and the security headers on every answer, behind the rate-limiting web ACL.
 */
export class SiteDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    const spaRewrite = new EdgeFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes serve /index.html',
    });
    const stripPrefix = new EdgeFunction(this, 'StripPrefix', {
      code: FunctionCode.fromInline(STRIP_PREFIX_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Object key = path after /media or /logos',
    });

    const bucketBehavior = (bucket: IBucket): BehaviorOptions => ({
      origin: S3BucketOrigin.withOriginAccessControl(bucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: props.headers,
      compress: true,
      functionAssociations: [{ function: stripPrefix, eventType: FunctionEventType.VIEWER_REQUEST }],
    });

    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com: keep the host.
    const apiHost = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const certificate = props.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Greek campus site, API and media',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      ...(certificate &&
        props.domainName && {
          domainNames: [props.domainName],
          certificate,
          minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
        }),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: props.headers,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiHost, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: props.headers,
          compress: true,
        },
        '/media/*': bucketBehavior(props.eventMedia),
        '/logos/*': bucketBehavior(props.schoolLogos),
      },
    });

    const suppressions: NagPackSuppression[] = [
      { id: 'AwsSolutions-CFR1', reason: 'No geo restriction: the site is public; US campuses are the audience but visitors may travel.' },
    ];
    if (!certificate) {
      suppressions.push({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain the default *.cloudfront.net certificate is used, whose TLS policy cannot be set; set domainName and certificateArn to enforce TLS 1.2.',
      });
    }
    NagSuppressions.addResourceSuppressions(this.distribution, suppressions, true);
  }

  /** `https://<domain>`: the custom domain when configured, else the CloudFront domain. */
  siteUrl(domainName?: string): string {
    return `https://${domainName ?? this.distribution.distributionDomainName}`;
  }
}
