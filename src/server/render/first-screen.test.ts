import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RenderFirstScreen } from '@/shared/first-screen';
import { drawFirstScreen, DrawingBusy } from './first-screen';

const app = {} as FastifyInstance;
const requestFor = (url: string) =>
  ({ url, ip: '203.0.113.9', log: { error: () => {} } }) as unknown as FastifyRequest;

describe('drawFirstScreen', () => {
  it('hands the renderer the path and the search apart', async () => {
    const seen: string[] = [];
    const render: RenderFirstScreen = async ({ path, search }) => {
      seen.push(`${path} | ${search}`);
      return { html: '<main></main>', state: {} };
    };
    await drawFirstScreen(app, render, requestFor('/?q=nike&size=10'));
    await drawFirstScreen(app, render, requestFor('/wtb'));
    expect(seen).toEqual(['/ | ?q=nike&size=10', '/wtb | ']);
  });

  it('sends the plain app when drawing fails', async () => {
    const render: RenderFirstScreen = async () => {
      throw new Error('no answer');
    };
    expect(await drawFirstScreen(app, render, requestFor('/'))).toBeNull();
  });

  it('draws four pages at once at most, and draws again once one is done', async () => {
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const render: RenderFirstScreen = async () => {
      await held;
      return { html: '', state: {} };
    };
    const drawing = [1, 2, 3, 4].map(() => drawFirstScreen(app, render, requestFor('/')));
    await expect(drawFirstScreen(app, render, requestFor('/'))).rejects.toBeInstanceOf(DrawingBusy);
    finish();
    await Promise.all(drawing);
    expect(await drawFirstScreen(app, render, requestFor('/'))).toEqual({ html: '', state: {} });
  });
});
