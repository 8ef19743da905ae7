/**
 * Kept for callers of the earlier location: the token minting lives in
 * server/testing/emulator-token.ts (usable by the Pact provider run too). Note that in
 * emulator mode the Admin SDK also looks the user up on the emulator: start
 * `startFakeAuthEmulator()` (server/testing/auth-emulator.fake.ts) when no emulator runs.
 */
export { projectId, unsignedToken } from '@server/testing/emulator-token'
