import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChapterTrainingResponse } from '../../../shared/api/monitor-training-types';
import { TRAINING_IN_FUTURE } from '../../../shared/monitor-training';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const CHAPTER = { id: 'chapter-a', nationalKey: 'aephi', letters: 'ΑΕΦ', name: 'Alpha Epsilon Phi', type: 'sorority', schoolId: 'school-a', schoolName: 'University of Alabama', city: 'Tuscaloosa', state: 'AL' };
const ANN = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const TRAINING: ChapterTrainingResponse = {
  chapterId: CHAPTER.id,
  chapterName: 'ΑΕΦ Alpha Epsilon Phi',
  members: [
    { sub: ANN, fullName: 'Ann Member', trainedOn: '2031-03-01' },
    { sub: BEN, fullName: 'Ben Member', trainedOn: null },
  ],
};

describe("the office's Chapters view", () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'office@ua.edu' });
  });

  it("picks one of its school's chapters, lists its members' training, records one day and clears another, and shows the API's refusal by the row", async () => {
    const calls = mockApi({
      'GET /api/me': () => ok(me({ office: { schoolId: 'school-a', schoolName: 'University of Alabama' } })),
      'GET /api/office/events': ok({ schoolId: 'school-a', schoolName: 'University of Alabama', events: [], reportsMissing: 0 }),
      'GET /api/schools/{id}/chapters': ok({ chapters: [CHAPTER] }),
      'GET /api/office/chapters/{chapterId}/training': ok(TRAINING),
      'PUT /api/office/chapters/{chapterId}/members/{sub}/training': ({ url, body }) => {
        const { date } = body as { date: string | null };
        if (date === '2099-01-01') return { status: 400, body: { message: TRAINING_IN_FUTURE } };
        return ok({ sub: url.pathname.split('/')[6], trainedOn: date });
      },
    });
    const { user } = renderApp('/office');
    const region = within(await screen.findByRole('region', { name: 'Chapters' }));
    await user.selectOptions(await region.findByLabelText('Chapter'), 'ΑΕΦ Alpha Epsilon Phi');
    const members = within(await region.findByRole('list', { name: 'Members of ΑΕΦ Alpha Epsilon Phi' }));
    expect(members.getAllByRole('listitem').map((li) => li.querySelector('span')?.parentElement?.textContent)).toEqual(['Ann MemberTrained 2031-03-01', 'Ben MemberNo training on record']);
    expect(calls.find((c) => c.path.endsWith('/training'))?.path).toBe('/api/office/chapters/chapter-a/training');

    // Ben: a day picked and saved with the keyboard (Enter submits the row's form). jsdom's date input takes a whole value.
    const benDate = members.getByLabelText('Training date of Ben Member');
    fireEvent.change(benDate, { target: { value: '2031-03-05' } });
    await user.type(benDate, '{Enter}');
    expect(await members.findByText('Trained 2031-03-05')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([[`/api/office/chapters/chapter-a/members/${BEN}/training`, { date: '2031-03-05' }]]);

    // Ann: a refused day says why by her row and changes nothing shown; Clear removes her day.
    const annDate = members.getByLabelText('Training date of Ann Member');
    fireEvent.change(annDate, { target: { value: '2099-01-01' } });
    await user.click(members.getByRole('button', { name: 'Save training of Ann Member' }));
    expect(await members.findByRole('alert')).toHaveTextContent(TRAINING_IN_FUTURE);
    expect(members.getByText('Trained 2031-03-01')).toBeInTheDocument();
    await user.click(members.getByRole('button', { name: 'Clear training of Ann Member' }));
    await waitFor(() => expect(members.getAllByText('No training on record')).toHaveLength(1));
    expect(members.queryByRole('button', { name: 'Clear training of Ann Member' })).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ date: null });
  });
});
