// `@lobbykit/game-lobby/paths`: the lobby's page addresses without React, styles or catalogs.
export { gameListTypes, lobbyPagePaths, lobbyPaths } from './routes/lobbyPaths';
export type { GameListType, LobbyPage, LobbyPath } from './routes/lobbyPaths';
