import { describe, expect, it } from 'vitest';
import { describeGuard, routeSecurity, signedIn, signedInOrVisitor } from './route-security';

const requireUser = async () => {};
const requireAdmin = async () => {};
const identifyUser = async () => {};
const somethingElse = async () => {};
describeGuard(requireUser, { security: signedIn });
describeGuard(requireAdmin, { security: signedIn, note: 'Administrators only.' });
describeGuard(identifyUser, { security: signedInOrVisitor });

describe('routeSecurity', () => {
  it('is for visitors when no hook is a known guard', () => {
    expect(routeSecurity({})).toEqual({ security: [] });
    expect(routeSecurity({ onRequest: somethingElse })).toEqual({ security: [] });
  });

  it("takes a guard's requirement from any hook, alone or in a list", () => {
    expect(routeSecurity({ onRequest: requireUser })).toEqual({ security: signedIn });
    expect(routeSecurity({ preHandler: [somethingElse, identifyUser] })).toEqual({
      security: signedInOrVisitor,
    });
  });

  it('takes the strictest of several guards', () => {
    expect(routeSecurity({ onRequest: [identifyUser, requireUser] }).security).toEqual(signedIn);
    expect(routeSecurity({ onRequest: requireUser, preHandler: requireAdmin })).toEqual({
      security: signedIn,
      note: 'Administrators only.',
    });
  });
});
