/** The sign-in page's path: one definition for the guards, logout, the session and the first paint (which the entry chunk carries, so this module imports nothing). */
export const signInPath = '/sign-in'
