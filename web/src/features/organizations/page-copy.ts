import type { DetailPageCopy } from '../../components/detail-page-state';

/** The chapter and national pages' texts before they have data (the spec's "Organization not found"). */
export const ORGANIZATION_PAGE: DetailPageCopy = {
  back: { to: '/organizations', label: 'Greek organizations' },
  notFound: { title: 'Organization not found' },
  failed: { pageTitle: 'Organizations', title: 'Failed to load organization' },
  loading: { label: 'Loading organization' },
};
