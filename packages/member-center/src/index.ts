// The whole public API of @lobbykit/member-center: the member centre as a feature the site
// composes. Its React-free addresses are the `./paths` entry.
export { memberCenterFeature } from './feature';
