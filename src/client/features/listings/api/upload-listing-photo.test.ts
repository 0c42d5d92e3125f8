import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/lib/request';
import { reportUnauthorized } from '@/client/lib/unauthorized';
import { uploadListingPhoto } from './upload-listing-photo';

vi.mock('@/client/lib/unauthorized', () => ({ reportUnauthorized: vi.fn() }));

type ProgressLike = { lengthComputable: boolean; loaded: number; total: number };

/** Just enough of XMLHttpRequest to drive the upload from the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  private listeners = new Map<string, Array<() => void>>();
  upload = {
    listeners: [] as Array<(event: ProgressLike) => void>,
    addEventListener: (_type: string, listener: (event: ProgressLike) => void) => {
      this.upload.listeners.push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.upload.listeners)
      listener({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.emit('load');
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reportUnauthorized).mockClear();
});

const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });

describe('uploadListingPhoto', () => {
  it('posts one photo as the multipart field "file", reports progress and gives the stored file', async () => {
    const progress: number[] = [];
    const upload = uploadListingPhoto(photo, 'front.jpg', { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads?purpose=listing');
    expect(xhr.withCredentials).toBe(true);
    const file = xhr.body!.get('file') as File;
    expect(file.name).toBe('front.jpg');
    expect(xhr.body!.getAll('file')).toHaveLength(1);

    xhr.progress(50, 200);
    xhr.progress(200, 200);
    expect(progress).toEqual([0.25, 1]);
    const stored = { url: '/uploads/u/1.webp', width: 900, height: 1200 };
    xhr.respond(201, JSON.stringify({ files: [stored] }));
    await expect(upload).resolves.toEqual(stored);
  });

  it("fails with the server's message, and a 401 ends the session like request() does", async () => {
    const tooBig = uploadListingPhoto(photo, 'huge.png');
    FakeXhr.last.respond(413, JSON.stringify({ message: 'Each image must be at most 15MB' }));
    await expect(tooBig).rejects.toMatchObject({
      status: 413,
      serverMessage: 'Each image must be at most 15MB',
    });
    expect(reportUnauthorized).not.toHaveBeenCalled();

    const signedOut = uploadListingPhoto(photo, 'a.jpg');
    FakeXhr.last.respond(401, JSON.stringify({ message: 'Unauthorized' }));
    await expect(signedOut).rejects.toBeInstanceOf(ApiError);
    expect(reportUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const upload = uploadListingPhoto(photo, 'a.jpg', { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(upload).rejects.toThrow();
  });
});
