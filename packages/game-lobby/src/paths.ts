// `@lobbykit/game-lobby/paths`: the lobby's page addresses without React, styles or catalogs.
export { gameListTypes, lobbyPaths } from './routes/lobbyPaths';
export type { GameListType, LobbyPath } from './routes/lobbyPaths';
