/** The live area's public face: what the HTTP app and the server's shutdown use of live updates (docs/live.md). */
export { closeLiveStreams } from './live.hub'
export { publishChange } from './live.publish'
