import { create } from 'zustand';

/**
 * A session starting or ending on purpose. Between the token changing and the navigation committing,
 * the guard must not apply its usual redirects: a new account would go to /home instead of
 * /checkout, and a user who logs out would get a returnUrl back to the page they left.
 */
export const useSessionTransition = create<{ signingIn: boolean; signingOut: boolean }>()(() => ({
  signingIn: false,
  signingOut: false,
}));

export function setSigningIn(signingIn: boolean): void {
  useSessionTransition.setState({ signingIn });
}

export function setSigningOut(signingOut: boolean): void {
  useSessionTransition.setState({ signingOut });
}
