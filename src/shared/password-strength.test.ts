import { describe, expect, it } from 'vitest';
import {
  checkPasswordStrength,
  PASSWORD_ADVICE,
  passwordContext,
  strengthVerdict,
} from './password-strength';

describe('checkPasswordStrength', () => {
  it.each(['password', '12345678', 'password123', 'qwertyuiop', 'iloveyou', 'aaaaaaaaaaaa'])(
    'refuses the common or patterned %s, saying why and how to do better',
    async (password) => {
      const verdict = await checkPasswordStrength(password);
      expect(verdict.acceptable).toBe(false);
      expect(verdict.problem).toMatch(/^This password is too easy to guess\. /);
      expect(verdict.problem).toContain(PASSWORD_ADVICE);
    },
  );

  it('refuses a password made of the person’s own address or username', async () => {
    const context = passwordContext({
      email: 'alice.smith@example.com',
      username: 'quietfalcon4821',
    });
    expect((await checkPasswordStrength('alicesmith2024', context)).problem).toContain(
      'your e-mail address, username or the site name',
    );
    expect((await checkPasswordStrength('quietfalcon4821!', context)).acceptable).toBe(false);
  });

  it.each(['correct horse battery', 'a brand new password', 'blue coffee mug', 'kP9#mx2Lq'])(
    'accepts %s: a few words together or a random string',
    async (password) => {
      const context = passwordContext({ email: 'member123@example.com' });
      expect(await checkPasswordStrength(password, context)).toMatchObject({
        acceptable: true,
        problem: null,
      });
    },
  );
});

describe('strengthVerdict', () => {
  it('accepts a score of 3 or 4 and refuses 0 to 2, with a reason for unknown warnings too', () => {
    expect(strengthVerdict(3, null).acceptable).toBe(true);
    expect(strengthVerdict(2, 'somethingNew').problem).toBe(
      `This password is too easy to guess. It would be easy to guess. ${PASSWORD_ADVICE}`,
    );
  });
});

describe('passwordContext', () => {
  it('splits the address into the words a guesser would try', () => {
    expect(
      passwordContext({ email: 'Alice.Smith@Example.com', username: 'quietfalcon4821' }),
    ).toEqual([
      'rotation',
      'quietfalcon4821',
      'alice.smith@example.com',
      'alice.smith',
      'alicesmith',
      'example.com',
      'alice',
      'smith',
      'example',
      'com',
    ]);
  });
});
