import { describe, expect, it } from 'vitest';
import { mayDeleteMedia, type Standing } from '../../../shared/authz';
import { fileProblem, isVideoAddress, mediaUploadSchema, recordMediaSchema } from '../../../shared/schemas/media';

const nobody: Standing = { hasProfile: true, chapterId: null, roles: [] };
const photo = { uploadedBy: 'uploader', chapterId: 'chapter-a' };

describe('who may delete a photo or video', () => {
  it('its uploader, a leader of its chapter, a platform admin; no one else', () => {
    expect(mayDeleteMedia({ sub: 'uploader', isAdmin: false, standing: nobody }, photo)).toBe(true);
    expect(mayDeleteMedia({ sub: 'x', isAdmin: false, standing: { ...nobody, roles: [{ chapterId: 'chapter-a', role: 'media_manager' }] } }, photo)).toBe(true);
    expect(mayDeleteMedia({ sub: 'x', isAdmin: true, standing: nobody }, photo)).toBe(true);
    expect(mayDeleteMedia({ sub: 'x', isAdmin: false, standing: { ...nobody, chapterId: 'chapter-a' } }, photo)).toBe(false);
    expect(mayDeleteMedia({ sub: 'x', isAdmin: false, standing: { ...nobody, roles: [{ chapterId: 'chapter-b', role: 'president' }] } }, photo)).toBe(false);
    expect(mayDeleteMedia({ sub: 'x', isAdmin: false, standing: nobody }, {})).toBe(false);
  });
});

describe('the upload rules (docs/spec/student-side.md §5)', () => {
  it('a file: present, 50 MB at most, an allowed type — with the spec’s words', () => {
    expect(fileProblem(null)).toEqual({ title: 'No file selected', description: 'Please select a photo or video to upload' });
    expect(fileProblem({ size: 52_428_801, type: 'image/png' })).toEqual({ title: 'File too large', description: 'Please select a file under 50MB' });
    expect(fileProblem({ size: 52_428_800, type: 'video/quicktime' })).toBeNull();
    expect(fileProblem({ size: 10, type: 'image/svg+xml' })?.title).toBe('Invalid file type');
  });

  it('a video is known by its address', () => {
    expect(['a/b/1.mp4', 'a/b/1.MOV', 'https://x/1.webm?v=2'].map(isVideoAddress)).toEqual([true, true, true]);
    expect(['a/b/1.jpg', 'a/mp4/1.png', 'a/b/1.mp4x'].map(isVideoAddress)).toEqual([false, false, false]);
  });

  it('the API takes the same declared type and size, and a caption of 500 characters at most', () => {
    expect(mediaUploadSchema.safeParse({ contentType: 'image/webp', size: 1 }).success).toBe(true);
    expect(mediaUploadSchema.safeParse({ contentType: 'image/webp', size: 52_428_801 }).error?.issues[0]?.message).toBe('File too large');
    expect(mediaUploadSchema.safeParse({ contentType: 'text/html', size: 1 }).error?.issues[0]?.message).toBe('Invalid file type');
    expect(recordMediaSchema.safeParse({ key: 'k', caption: 'x'.repeat(500) }).success).toBe(true);
    expect(recordMediaSchema.safeParse({ key: 'k', caption: 'x'.repeat(501) }).success).toBe(false);
  });
});
