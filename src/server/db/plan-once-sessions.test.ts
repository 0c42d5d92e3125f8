import { describe, expect, it } from 'vitest';
import { postgresJsTarget } from './plan-once-sessions';

describe('postgresJsTarget', () => {
  it('turns the socket folder of an embedded URL into the socket path', () => {
    const url = 'postgres://rotation:p%40ss@127.0.0.1:40981/rotation?host=%2Ftmp%2Fdata%2Fpg';
    expect(postgresJsTarget(url)).toEqual({
      url: 'postgres://rotation:p%40ss@127.0.0.1:40981/rotation',
      path: '/tmp/data/pg/.s.PGSQL.40981',
    });
  });

  it('names the default port when the URL has none', () => {
    expect(postgresJsTarget('postgres://u@localhost/db?host=/run/postgresql').path).toBe(
      '/run/postgresql/.s.PGSQL.5432',
    );
  });

  it('keeps a TCP URL and its other parameters as they are', () => {
    const url = 'postgres://u:p@db.example.com:5432/rotation?sslmode=require';
    expect(postgresJsTarget(url)).toEqual({ url });
  });
});
