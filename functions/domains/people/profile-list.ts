/**
 * Every profile, newest sign-up first, a page at a time (the admin Users
 * tab): a Query of the profiles' GSI2 partition, optionally filtered by a
 * lower-case search over name, e-mail and phone (`searchText`), paged with
 * a signed cursor — beyond any fixed limit, never an offset.
 */
import { keys } from '../keys';
import { queryIndexPage } from '../../lib/db/index-page';
import { toProfile, type Profile } from './profiles';
import { INDEX } from '../../lib/db/table';

export async function listProfilesPage(search: string | undefined, pageSize: number, cursor: string | undefined) {
  const q = search?.toLowerCase();
  const page = await queryIndexPage({
    index: INDEX.GSI2,
    pk: keys.profile.list,
    newestFirst: true,
    ...(q ? { filter: { expression: 'contains(searchText, :q)', values: { ':q': q } } } : {}),
    scope: `profiles\n${q ?? ''}`,
    pageSize,
    cursor,
  });
  return { profiles: page.items.map(toProfile) as Profile[], nextCursor: page.nextCursor ?? null };
}
