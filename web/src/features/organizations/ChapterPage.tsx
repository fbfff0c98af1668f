import { Landmark, MapPin, Users } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { stateName } from '../../../../shared/states';
import { PageContainer } from '../../components/page-header';
import { PageTitle } from '../../components/ui/page-title';
import { isApiStatus } from '../../lib/api';
import { plural } from '../../lib/text';
import { useErrorToast } from '../../lib/use-error-toast';
import { isUuid } from '../../lib/uuid';
import { ChapterTabs } from './ChapterTabs';
import { FollowButton } from './FollowButton';
import { PostMediaButton } from '../../components/media/post-media-button';
import { useMediaDeletion } from '../../lib/media-deletion';
import { lettersOrName } from '../../components/org-type-badge';
import { BackLink, detailPageState } from '../../components/detail-page-state';
import { useChapter } from './api';
import { nationalPath } from './national-path';
import { OrganizationHeader } from './OrganizationHeader';
import { ORGANIZATION_PAGE } from './page-copy';

/** `/organizations/{id}`: one chapter, visitor view. */
export function ChapterPage() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const { data, error, isPending, refetch, key } = useChapter(id, valid);
  const deletion = useMediaDeletion(() => void refetch());
  const notFound = !valid || isApiStatus(error, 404, 400);
  useErrorToast(notFound ? null : error, 'Failed to load organization');

  const placeholder = detailPageState(ORGANIZATION_PAGE, { notFound, error, isPending, retry: () => void refetch() });
  if (placeholder || !data) return placeholder;

  const { chapter, events, photos } = data;
  return (
    <PageContainer>
      <PageTitle title={`${lettersOrName(chapter)} at ${chapter.schoolName}`} />
      <BackLink {...ORGANIZATION_PAGE.back} />
      <OrganizationHeader
        organization={chapter}
        facts={
          <>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              <span>
                <Link to={`/schools/${chapter.schoolId}`} className="font-medium text-violet-700 hover:underline">
                  {chapter.schoolName}
                </Link>
                {`, ${stateName(chapter.state)}`}
              </span>
            </span>
            {chapter.foundedYear ? <span>Founded {chapter.foundedYear}</span> : null}
          </>
        }
        links={
          <Link to={nationalPath(chapter.nationalKey)} className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline">
            <Landmark className="size-4" aria-hidden="true" /> View national profile
          </Link>
        }
        actions={
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Users className="size-4" aria-hidden="true" />
              {plural(chapter.followerCount, 'follower')}
            </p>
            <FollowButton page={data} pageKey={key} />
          </div>
        }
      />
      <section aria-label="Chapter events and photos" className="mt-8">
        <ChapterTabs
          events={events}
          photos={photos}
          wide
          photoAction={<PostMediaButton label="Upload Photo/Video" events={events} onPosted={() => void refetch()} />}
          deletion={deletion}
        />
      </section>
    </PageContainer>
  );
}
