import { describe, expect, it } from 'vitest';
import { landingChunks } from '../../../web/landing-read-plugin';

/** A bundle as Vite hands it to `transformIndexHtml`: chunks with their static imports. */
const chunk = (fileName: string, imports: string[] = [], extra: { isEntry?: boolean; facadeModuleId?: string } = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  ...extra,
});
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/react-2.js'], { isEntry: true, facadeModuleId: '/repo/web/index.html' }),
    chunk('assets/react-2.js'),
    chunk('assets/PartyEventsPage-3.js', ['assets/card-4.js', 'assets/react-2.js'], { facadeModuleId: '/repo/web/src/features/party-events/PartyEventsPage.tsx' }),
    chunk('assets/card-4.js', ['assets/icon-5.js']),
    chunk('assets/icon-5.js', ['assets/card-4.js']),
    chunk('assets/PartyEventPage-6.js', ['assets/icon-5.js'], { facadeModuleId: '/repo/web/src/features/party-events/PartyEventPage.tsx' }),
    chunk('assets/LandingPage-7.js', [], { facadeModuleId: '/repo/web/src/features/landing/LandingPage.tsx' }),
    { type: 'asset' as const, fileName: 'assets/index-8.css' },
  ].map((c) => [c.fileName, c]),
);

describe('the landing routes\' files', () => {
  it('are each page chunk and all it imports, less what the entry loads anyway', () => {
    expect(landingChunks(bundle, '/')).toEqual({
      list: ['/assets/PartyEventsPage-3.js', '/assets/card-4.js', '/assets/icon-5.js'],
      detail: ['/assets/PartyEventPage-6.js', '/assets/icon-5.js', '/assets/card-4.js'],
    });
  });

  it('refuse a build whose page has no chunk of its own (a renamed page must be renamed here too)', () => {
    const { ['assets/PartyEventPage-6.js']: _gone, ...withoutDetail } = bundle;
    expect(() => landingChunks(withoutDetail, '/')).toThrow('no chunk for src/features/party-events/PartyEventPage.tsx');
  });
});
