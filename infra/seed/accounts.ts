/**
 * The demo accounts' records: a profile each (all at the demo school), the
 * president and media manager roles of the SAME chapter, the admin grant,
 * and the Greek-life office of the chapter's school.
 */
import type { ChapterDetail } from '../../shared/api/types';
import { adminItem } from '../../functions/domains/platform/admins';
import { officeGrantItem } from '../../functions/domains/people/office-staff';
import { peopleEntryItems } from '../../functions/domains/people/people-search';
import { profileItem } from '../../functions/domains/people/profiles';
import { roleItems } from '../../functions/domains/people/roles/roles';
import type { Item } from '../../functions/lib/db/table';

export interface SeedAccount {
  kind: 'student' | 'president' | 'media_manager' | 'admin' | 'office';
  sub: string;
  email: string;
  fullName: string;
}

/** Every item the demo accounts need. */
export function accountItems(accounts: readonly SeedAccount[], chapter: ChapterDetail, now: Date): Item[] {
  const createdAt = now.toISOString();
  const items: Item[] = [];
  for (const a of accounts) {
    const leader = a.kind === 'president' || a.kind === 'media_manager';
    items.push(
      profileItem({
        sub: a.sub,
        email: a.email,
        fullName: a.fullName,
        schoolId: chapter.schoolId,
        schoolName: chapter.schoolName,
        schoolState: chapter.state,
        chapterId: leader ? chapter.id : null,
        isOrgAdmin: leader,
        createdAt,
      }),
      // Friend search finds the demo accounts by name and e-mail address.
      ...peopleEntryItems({ ...a, schoolName: chapter.schoolName }),
    );
    if (a.kind === 'president' || a.kind === 'media_manager') {
      items.push(
        ...roleItems({
          chapterId: chapter.id,
          role: a.kind,
          sub: a.sub,
          letters: chapter.letters,
          name: chapter.name,
          schoolName: chapter.schoolName,
          createdAt,
          contact: { fullName: a.fullName, email: a.email, phone: null },
        }),
      );
    }
    if (a.kind === 'admin') items.push(adminItem({ sub: a.sub, email: a.email, grantedAt: createdAt }));
    if (a.kind === 'office') items.push(officeGrantItem({ sub: a.sub, schoolId: chapter.schoolId, schoolName: chapter.schoolName, grantedAt: createdAt, grantedBy: 'seed' }));
  }
  return items;
}
